import type { Generated, Insertable, Selectable } from 'kysely';
import type { CountryCode } from '../../common/countries';
import type { BanReason, ComplaintReason } from '../../common/enums';
import type { Locale } from '../../common/constants';
import type {
  BodyType, EyeColor, Gender, HairColor, Interest, RelationshipStatus, Sexuality,
} from '../../common/enums';
import type { PackageId } from '../../common/packages';
import type { PaymentMethod } from '../../common/rules/payment-methods';
import type { PaymentState } from '../../common/rules/payment-state';
import type { CaseOutcome, CaseState } from '../../common/staff/cases';
import type { PhotoRejectReason, TextRejectReason } from '../../common/staff/moderation';
import type { StaffRole } from '../../common/staff/roles';

/** Kysely's view of the tables. Booleans are 0/1 integers so SQLite and PostgreSQL agree. */

type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  status: 'not_confirmed' | 'active' | 'pending_deletion';
  credits: Generated<number>;
  paid_user: Generated<Flag>;
  language: Locale;
  signup_date: string;
  invisible: Generated<Flag>;
  deleted_at: string | null;
  confirmed_at: string | null;
  /** The next complete-signup step, 0–4; SIGNUP_COMPLETE once done. */
  signup_step: Generated<number>;
  /** JSON list of DisabledNotificationReason. */
  notifications_disabled: Generated<string>;
  /** JSON list of EmailPreference the member turned off. */
  email_opt_outs: Generated<string>;
  status_before_deletion: 'not_confirmed' | 'active' | null;
  /** The member's IANA time zone, from the browser; null until it told us (days are then UTC). */
  time_zone: string | null;
  /** Set after a direct debit failed or was reversed, or by an operator: no more direct debits. */
  direct_debit_blocked: Generated<Flag>;
  /** 1: pushes say who wrote and what; 0 (the default): a neutral text on the lock screen. */
  push_previews: Generated<Flag>;
  /** When an open app of the member was last live (the live channel's heartbeat, or its close). */
  last_seen_at: string | null;
  /** Set by an operator's ban (server/domain/staff/bans.ts): the account is closed for good, its address stays taken. */
  banned_at: string | null;
  ban_reason: BanReason | null;
  /** What the member is told the ban rests on, beside its reason; null for bans made before it was asked. */
  ban_facts: string | null;
  /** The staff member who banned; null for the server's command line (npm run ban). */
  banned_by: Generated<number | null>;
  /** Set when the account was erased and its row kept as a tombstone for the ledger and payments (server/domain/accounts/erasure.ts). */
  erased_at: Generated<string | null>;
}

export interface ProfilesTable {
  /** Same as the member's user id: one profile per member. */
  id: number;
  status: 'disabled' | 'active';
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  birth_date: string;
  country: CountryCode;
  region: string | null;
  city: string | null;
  tattoos: Flag | null;
  hair_color: HairColor | null;
  eye_color: EyeColor | null;
  body_type: BodyType | null;
  relationship_status: RelationshipStatus | null;
  about_me: string | null;
  signup_reason: string | null;
  fictional: Generated<Flag>;
  main_photo_id: number | null;
}

export interface ProfileInterestsTable {
  profile_id: number;
  interest: Interest;
}

export interface PhotosTable {
  id: Generated<number>;
  profile_id: number;
  /** Base name of the stored files; sizes are `<key>-<size>.webp`. */
  file_key: string;
  is_private: Generated<Flag>;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  decided_at: string | null;
  reject_reason: PhotoRejectReason | null;
}

export interface TrackingTable {
  id: Generated<number>;
  user_id: number | null;
  network: string;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the session token: a stolen database does not give working sessions. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  user_id: number | null;
  /** A staff member's login (the staff console); user_id is then null. */
  staff_id: number | null;
  ip: string;
  succeeded: Flag;
  created_at: string;
}

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  /** SHA-256 of the mailed token, as for sessions. */
  token_hash: string;
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface InviteCodesTable {
  code: string;
  created_at: string;
  used_by: number | null;
  used_at: string | null;
}

export interface ConversationsTable {
  id: Generated<number>;
  starter_id: number;
  partner_id: number;
  created_at: string;
}

export type MessageKind = 'text' | 'image' | 'gift';

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  /** The text; for a gift or photo, what came with it (may be empty). */
  body: string;
  created_at: string;
  /** 1 while the sender's e-mail is unconfirmed: not delivered yet (docs/product/states.md#messages). */
  held: Generated<Flag>;
  kind: Generated<MessageKind>;
  /** The sender's own id of the message: a send repeated stores it once. */
  client_id: string | null;
  gift: string | null;
  photo_key: string | null;
  /** Credits it cost; 0 for a free message. */
  cost: Generated<number>;
  read_at: string | null;
}

/** One member's side of a conversation. */
export interface ChatMembersTable {
  conversation_id: number;
  member_id: number;
  partner_id: number;
  /** When its newest message the member can see came: the list's order. */
  updated_at: string;
  /** The newest message id the member has read. */
  read_up_to: Generated<number>;
  /** Messages up to this id were removed by the member: their history starts after it. */
  cleared_up_to: Generated<number>;
  removed: Generated<Flag>;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface LikesTable {
  liker_id: number;
  liked_id: number;
  created_at: string;
  /** When the liked member saw the like; null while it is new to them. */
  seen_at: string | null;
}

/** A card of the swipe game the member liked or passed. */
export interface SwipesTable {
  user_id: number;
  profile_id: number;
  liked: Flag;
  created_at: string;
}

export type CreditReason =
  | 'signup_bonus' | 'demo_credits' | 'purchase' | 'message' | 'photo' | 'gift' | 'refund' | 'chargeback' | 'adjustment' | 'correction';

/**
 * One change of a member's credits. `users.credits` is the balance members see; it changes only in
 * the transaction that adds its entry, so it always equals the sum of the member's entries.
 */
export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Positive for a grant, negative for a spend; never 0. */
  amount: number;
  reason: CreditReason;
  /** What the entry is about, e.g. a payment or message id. */
  reference: string | null;
  /** Unique across all members: the same grant or spend asked for twice is stored once. */
  idempotency_key: string;
  /** What the member reads beside the entry: a staff correction's reason; null for others. */
  note: string | null;
  created_at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'dead';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  state: Generated<JobState>;
  run_at: string;
  /** How often the job was claimed. */
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  /** Keeps a job from being queued twice; done and dead jobs keep it. */
  unique_key: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A write sent with an Idempotency-Key: its answer, encrypted, once it has one. */
export interface IdempotentRequestsTable {
  id: string;
  request_hash: string;
  answer: Buffer | null;
  locked_until: string | null;
  created_at: string;
  expires_at: string;
}

export type PaymentProviderName = 'sandbox' | 'mollie';
export type PaymentSequence = 'oneoff' | 'first' | 'recurring';

/** A package bought with a method at a provider; its state is what the provider last said (common/rules/payment-state.ts). */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  package_id: PackageId;
  credits: number;
  /** The package's price, in minor units. */
  list_amount: number;
  /** What is charged: the discount taken off, the fee added. */
  amount: number;
  fee: Generated<number>;
  currency: string;
  country: CountryCode;
  method: PaymentMethod;
  discount_code: string | null;
  discount_percentage: number | null;
  state: Generated<PaymentState>;
  provider: PaymentProviderName;
  provider_id: string | null;
  checkout_url: string | null;
  sequence: Generated<PaymentSequence>;
  mandate_id: number | null;
  method_label: string | null;
  unrecovered_credits: Generated<number>;
  /** The credits its refunds and chargebacks have claimed so far: taken back, or noted as unrecovered. */
  reversed_credits: Generated<number>;
  /** What staff asked the provider to refund, in minor units; never more than the amount. */
  refund_requested: Generated<number>;
  /** What its refunds gave back in all, in minor units, as the provider reports it; never more than the amount. */
  refunded_amount: Generated<number>;
  /** Why an operator must look at it (the provider reported another amount or currency); null for none. */
  review_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** A way of paying the provider keeps for the member (customer and mandate), for repeat orders. */
export interface PaymentMandatesTable {
  id: Generated<number>;
  user_id: number;
  provider: PaymentProviderName;
  customer_id: string;
  mandate_id: string;
  method: PaymentMethod;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

export interface DiscountCodesTable {
  code: string;
  percentage: number;
  minimum_order: number | null;
  country: CountryCode | null;
  user_id: number | null;
  expires_at: string | null;
  currency: string | null;
  status: Generated<'active' | 'inactive'>;
  validity: Generated<'once_per_user' | 'unlimited'>;
  /** JSON list of methods; null for every method. */
  payment_methods: string | null;
  created_at: string;
}

/** The use of a once-per-member code, reserved when its payment is made (one per member and code). */
export interface DiscountUsesTable {
  code: string;
  user_id: number;
  payment_id: number;
  created_at: string;
}

/** A direct debit waiting for its SMS code. */
export interface DirectDebitRequestsTable {
  id: Generated<number>;
  user_id: number;
  package_id: PackageId;
  iban: string;
  holder: string;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  /** When the right code claimed it: from then on it makes its debit, once. */
  confirmed_at: string | null;
  payment_id: number | null;
}

/** The sandbox provider's own payments (server/adapters/payments/sandbox.ts). */
export interface SandboxPaymentsTable {
  id: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  redirect_url: string | null;
  webhook_url: string | null;
  status: string;
  sequence: PaymentSequence;
  customer_id: string | null;
  mandate_id: string | null;
  idempotency_key: string | null;
  refunded: Generated<number>;
  charged_back: Generated<number>;
  created_at: string;
}

export interface SandboxMandatesTable {
  id: string;
  customer_id: string;
  method: string;
  label: string;
  status: string;
  created_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The session that subscribed: its logout ends the subscription. */
  session_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** An app of the member with its live channel open (one per socket). */
export interface OpenAppsTable {
  id: string;
  user_id: number;
  session_id: number;
  /** The page's own name for itself, as the page-hidden beacon names it. */
  app: string;
  hidden: Generated<Flag>;
  /** Renewed at each heartbeat: a row not renewed for long belongs to a process that stopped. */
  seen_at: string;
}

/** A mail or push sent: its key makes it once; kind and time serve the limits and the batching. */
export interface SentNoticesTable {
  key: string;
  user_id: number;
  kind: string;
  created_at: string;
  /** Null while on its way: a retry after a crash sends it then; once set it is never sent again. */
  sent_at: string | null;
}

/** A complaint or report of abuse, from a member or a visitor (server/domain/staff/complaints.ts). */
export interface ComplaintsTable {
  id: Generated<number>;
  /** What the reporter and support quote: K-XXXX-XXXX. */
  reference: string;
  created_at: string;
  /** Null for a visitor, and once the member's account is deleted. */
  reporter_id: number | null;
  /** Where the answer goes: the member's account address at the time, or the visitor's. */
  email: string;
  language: Locale;
  reason: ComplaintReason;
  /** The profile concerned; not a foreign key, so the complaint outlives it. */
  profile_id: number | null;
  message_id: number | null;
  /** The reported message's text when it was reported, in case it is deleted since. */
  message_text: string | null;
  text: string;
  /** The sender's network address, for the limit a day; forgotten after that day. */
  ip: string | null;
  /** 'open' (new), 'in_review' once a staff member took it, 'decided'. */
  status: Generated<CaseState>;
  /** When the mail to support went; null until then. */
  mailed_at: string | null;
  assigned_to: number | null;
  decided_at: string | null;
  decided_by: number | null;
  outcome: CaseOutcome | null;
  /** Told to the reporter with the outcome. */
  decision_reason: string | null;
  /** A banned member's objection: the member whose ban it is (found by the complaint's address). */
  objection_to: number | null;
  decision_mailed_at: Generated<string | null>;
}

/** A partner's profile from its feed, shown among search results when member_resell is on (server/domain/search/resell-feed.ts). */
export interface ResellCardsTable {
  id: string;
  /** The card's place in the partner's feed: its order is theirs. */
  position: number;
  partner: string;
  name: string;
  age: number;
  gender: Gender;
  url: string;
  photo_source: string;
  photo_hash: string;
  photo: Buffer;
  updated_at: string;
}

/** A secret of the server's own (an unsubscribe-link key, the push key pair), made once. */
export interface SecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  totp_last_step: Generated<number>;
  setup_token_hash: string | null;
  setup_expires_at: string | null;
  created_at: string;
  disabled_at: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 of the token, as for members' sessions. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
}

/** A day (UTC, YYYY-MM-DD) on which the member opened the app: kept 90 days, for the staff's overview. */
export interface ActiveDaysTable {
  user_id: number;
  day: string;
}

/** A name or about-me waiting for a moderator, or decided (docs/staff.md, Profile texts). */
export interface TextReviewsTable {
  id: Generated<number>;
  profile_id: number;
  field: 'name' | 'about_me';
  cause: 'word_list' | 'reported';
  matched: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  decision: 'approved' | 'rejected' | null;
  reject_reason: TextRejectReason | null;
}

/** Append-only: rows are written with the action they record and deleted only by retention. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null: an operator's command on the server. */
  staff_id: number | null;
  staff_role: StaffRole | null;
  action: string;
  subject_type: string | null;
  subject_id: number | null;
  reason: string | null;
  details: string | null;
  /** The address of the call; null for an operator's command on the server. */
  ip: string | null;
  created_at: string;
}

/** An archive of a member's data (server/domain/data-requests/exports.ts), deleted DATA_EXPORT_DAYS after it is ready. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** Null: the member asked; else the staff member who did, for a request by post. */
  requested_by: number | null;
  created_at: string;
  /** Its name in file storage; null until built. */
  file_name: string | null;
  ready_at: string | null;
  expires_at: string | null;
  /** SHA-256 of the mailed link's token (member requests only). */
  token_hash: string | null;
  mailed_at: string | null;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  profile_interests: ProfileInterestsTable;
  photos: PhotosTable;
  tracking: TrackingTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  account_tokens: AccountTokensTable;
  invite_codes: InviteCodesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  chat_members: ChatMembersTable;
  blocks: BlocksTable;
  likes: LikesTable;
  swipes: SwipesTable;
  credit_ledger: CreditLedgerTable;
  jobs: JobsTable;
  idempotent_requests: IdempotentRequestsTable;
  payments: PaymentsTable;
  payment_mandates: PaymentMandatesTable;
  discount_codes: DiscountCodesTable;
  discount_uses: DiscountUsesTable;
  direct_debit_requests: DirectDebitRequestsTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_mandates: SandboxMandatesTable;
  push_subscriptions: PushSubscriptionsTable;
  open_apps: OpenAppsTable;
  sent_notices: SentNoticesTable;
  complaints: ComplaintsTable;
  resell_cards: ResellCardsTable;
  secrets: SecretsTable;
  staff: StaffTable;
  active_days: ActiveDaysTable;
  text_reviews: TextReviewsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  data_exports: DataExportsTable;
}

export type NewUser = Insertable<UsersTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewComplaint = Insertable<ComplaintsTable>;
