import { waitOf } from './rules/wait';

/**
 * The problems of buying credits: their texts come with the payment screens (src/features/payments),
 * not with the first load.
 */
const PAYMENT_PROBLEMS = {
  package_unknown: { status: 404, message: 'This package does not exist.' },
  method_unavailable: { status: 400, message: 'This payment method is not available in your country.' },
  payment_unknown: { status: 404, message: 'This payment cannot be found.' },
  payment_failed: { status: 402, message: 'Payment failed or has been cancelled.' },
  card_payment_failed: { status: 402, message: 'Credit card payment failed' },
  saved_method_unknown: { status: 404, message: 'This saved payment method cannot be found. Choose another payment method.' },
  payment_provider_unavailable: { status: 503, message: 'Payments are not possible at the moment. Please try again in a few minutes.' },
  discount_not_found: { status: 404, message: 'Code not found' },
  discount_used: { status: 409, message: 'Code already used' },
  discount_expired: { status: 410, message: 'This code has expired.' },
  discount_country: { status: 400, message: 'This code is not valid in your country.' },
  discount_currency: { status: 400, message: 'This code is not valid in your currency.' },
  discount_minimum_order: { status: 400, message: 'This code is valid from a larger package on.' },
  discount_method: { status: 400, message: 'This code is not valid with this payment method.' },
  direct_debit_blocked: { status: 403, message: 'Your account is blocked for direct debit payments.' },
  direct_debit_limit: { status: 403, message: 'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.' },
  invalid_iban: { status: 400, message: 'This IBAN is not valid. Check it and try again.' },
  iban_country: { status: 400, message: 'Direct debit is possible from accounts in the SEPA area only.' },
  invalid_phone: { status: 400, message: 'This phone number is not valid. Enter it with its country code, e.g. +31 6 12345678.' },
  sms_code_invalid: { status: 400, message: 'Code invalid' },
  sms_code_expired: { status: 410, message: 'This code has expired. Request a new one.' },
} as const;

export type PaymentProblemCode = keyof typeof PAYMENT_PROBLEMS;

/** The problems of notifications: their texts come with the notification screens (src/features/notifications). */
const NOTIFICATION_PROBLEMS = {
  push_subscription_invalid: { status: 400, message: 'This device could not be signed up for notifications. Please try again.' },
  push_service_unknown: { status: 400, message: 'Notifications cannot be sent to this browser. Try another browser, or use e-mail notifications.' },
  unsubscribe_link_invalid: { status: 400, message: 'This unsubscribe link is not valid. You can choose your e-mails in your notification settings.' },
  mail_events_unauthorized: { status: 401, message: 'Not authorized.' },
} as const;

export type NotificationProblemCode = keyof typeof NOTIFICATION_PROBLEMS;

/** The problems of complaints: their texts come with the complaints page (src/features/complaints). */
const COMPLAINT_PROBLEMS = {
  complaint_text_short: { status: 400, message: 'Please describe what happened in at least {min, plural, one {# character} other {# characters}}.' },
  complaint_text_long: { status: 400, message: 'Please keep your complaint to {max, plural, one {# character} other {# characters}}.' },
  complaint_email_required: { status: 400, message: 'Enter your e-mail address, so we can answer you.' },
  complaint_target_unknown: { status: 404, message: 'The profile or message you report cannot be found.' },
  complaint_limit: { status: 429, message: 'You have sent {max, plural, one {# complaint} other {# complaints}} in the last 24 hours. Please write to {email} if it cannot wait.' },
} as const;

export type ComplaintProblemCode = keyof typeof COMPLAINT_PROBLEMS;

/**
 * The problems of the staff console (docs/staff.md): staff work in English, so the console shows
 * these texts as they are; none reaches a member.
 */
const STAFF_PROBLEMS = {
  staff_login_required: { status: 401, message: 'Your staff session has ended. Log in again; what you typed is kept.' },
  staff_forbidden: { status: 403, message: 'Your role may not do this.' },
  staff_setup_link_invalid: { status: 410, message: 'This setup link is not valid (any more). Ask an admin for a new one.' },
  staff_code_invalid: { status: 400, message: 'This code is not right. Enter the code your authenticator app shows now.' },
  staff_password_short: { status: 400, message: 'Use at least {min} characters for a staff password.' },
  staff_exists: { status: 409, message: 'A staff account with this address exists already.' },
  staff_unknown: { status: 404, message: 'This staff account does not exist.' },
  staff_self: { status: 409, message: 'Ask another admin to change your own role or to disable you.' },
  staff_decided_already: { status: 409, message: 'This was decided already, by you or another staff member a moment ago.' },
  staff_reason_required: { status: 400, message: 'Choose a reason: the member is told it.' },
  staff_reason_length: { status: 400, message: 'Write the reason the reporter is told in {min} to {max} characters.' },
  staff_case_unknown: { status: 404, message: 'This case does not exist.' },
  staff_erasure_reason_length: { status: 400, message: 'Write why this account is erased in {min} to {max} characters.' },
  staff_export_unknown: { status: 404, message: 'This export does not exist (any more): exports are deleted 7 days after they are ready.' },
  staff_export_not_ready: { status: 409, message: 'This export is still being prepared. Try again in a moment.' },
  staff_outcome_invalid: { status: 400, message: 'This outcome does not fit this case: a report is decided with action taken or none, an objection to a ban by upholding or lifting it.' },
  staff_objection_own_ban: { status: 403, message: 'You banned this member: another staff member decides their objection.' },
  staff_banned_already: { status: 409, message: 'This member is banned already.' },
  staff_member_unknown: { status: 404, message: 'This member does not exist.' },
  staff_payment_unknown: { status: 404, message: 'This payment does not exist.' },
  staff_refund_not_paid: { status: 409, message: 'Only a payment that was paid, and not charged back, can be refunded.' },
  staff_refund_too_much: { status: 400, message: 'At most {max} (minor units) is left to refund of this payment.' },
  staff_refund_refused: { status: 422, message: 'The payment provider refused the refund: {reason}' },
  staff_refund_reason_length: { status: 400, message: 'Write why you refund in {min} to {max} characters.' },
  staff_correction_reason_length: { status: 400, message: 'Write the reason the member reads in {min} to {max} characters.' },
  staff_correction_over_balance: { status: 409, message: 'The balance holds only {balance} credits: take off at most that many.' },
  staff_correction_key_reused: { status: 422, message: 'This form made a correction of another amount already. Reload the page to make a new correction.' },
  staff_export_pending: { status: 409, message: 'An export of this member is being prepared already: it appears here when it is ready.' },
  staff_ban_facts_length: { status: 400, message: 'Write the facts the member is told in {min} to {max} characters.' },
  staff_discount_exists: { status: 409, message: 'A discount code with this name exists already.' },
  staff_discount_unknown: { status: 404, message: 'This discount code does not exist, or has ended already.' },
  staff_job_not_dead: { status: 404, message: 'This job is not dead: it does not exist, or it was run again already and is queued, running or done.' },
} as const;

export type StaffProblemCode = keyof typeof STAFF_PROBLEMS;
/** Not in the members' catalogues: the console shows them as the server words them. */
export const STAFF_PROBLEM_CODES = Object.keys(STAFF_PROBLEMS) as StaffProblemCode[];

/**
 * Every problem code, once: the HTTP status the server answers it with (none for the client's own)
 * and its English text, whose {placeholders} are the params the answer carries. The server answers
 * with this text; the client words the code in the member's language (src/i18n/problem-text.ts),
 * from the same English, which a unit test holds to this table.
 */
export const PROBLEMS = {
  // Answers of the http layer
  invalid_input: { status: 400, message: 'Invalid input' },
  bad_request: { status: 400, message: 'An error occured, please try again later.' },
  authentication_required: { status: 403, message: 'Please log in to continue.' },
  not_found: { status: 404, message: 'This page could not be found' },
  cross_site: { status: 403, message: 'This request came from another website and was refused. Open the app and try again.' },
  host_invalid: { status: 400, message: 'This request named an address that is not this site.' },
  /** `{wait}` is the answer's `seconds` as a person says them (common/rules/wait.ts). */
  rate_limited: { status: 429, message: 'Too many requests. Please try again in {wait}.' },
  invalid_characters: { status: 400, message: 'This text contains characters that cannot be used.' },
  invalid_idempotency_key: { status: 400, message: 'An error occured, please try again later.' },
  request_in_progress: { status: 409, message: 'Your request is still being processed. Please wait a moment.' },
  idempotency_key_reused: { status: 422, message: 'An error occured, please try again later.' },
  internal: { status: 500, message: 'An error occured, please try again later.' },
  /** The database (or another server we need) cannot be reached for a moment; Retry-After says when to try again. */
  service_unavailable: { status: 503, message: 'An error occured, please try again later.' },

  // Login
  login_failed: { status: 401, message: 'Login failed, please try again' },
  login_blocked: { status: 429, message: 'Too many incorrect attempts, account blocked for {minutes} min.' },
  account_pending_deletion: { status: 403, message: 'Your account will be deleted on {until}. Reactivate it to log in again.' },
  account_banned: { status: 403, message: 'This account has been closed because it broke our rules. If you think this is wrong, use our complaints form.' },
  reactivation_expired: { status: 410, message: 'The time to reactivate this account has passed.' },

  // The account forms (common/rules/account.ts) and account actions
  choose_gender: { status: 400, message: 'Choose whether you are a woman or a man.' },
  choose_seeking: { status: 400, message: 'Choose whom you are looking for.' },
  invalid_email: { status: 400, message: 'Invalid email' },
  name_is_email: { status: 400, message: 'Username may not be the same as your e-mail address' },
  name_starts_with_at: { status: 400, message: 'Username may not start with @' },
  name_length: { status: 400, message: 'Choose a username of {min} to {max, plural, one {# character} other {# characters}}.' },
  password_too_short: { status: 400, message: 'Use at least {min, plural, one {# character} other {# characters}} for your password.' },
  password_too_long: { status: 400, message: 'Use at most {max, plural, one {# character} other {# characters}} for your password.' },
  password_common: { status: 400, message: 'This password is too common. Choose one that is harder to guess.' },
  passwords_differ: { status: 400, message: 'The entered passwords are not the same.' },
  invalid_birth_date: { status: 400, message: 'Invalid date of birth.' },
  too_young: { status: 400, message: 'Enter your date of birth ({min_age}+)' },
  email_exists: { status: 409, message: 'An account with this e-mail address already exists' },
  signups_closed: { status: 403, message: 'Signing up is not possible at the moment.' },
  invite_required: { status: 403, message: 'You need an invitation to sign up.' },
  invite_invalid: { status: 403, message: 'This invitation is not valid or has been used already.' },
  email_not_found: { status: 404, message: 'E-mail address not found' },
  reset_link_invalid: { status: 400, message: 'Link expired or invalid, request a new email' },
  new_email_invalid: { status: 400, message: 'New email adress is invalid.' },
  new_email_taken: { status: 409, message: 'This email address already owns an account on this website.' },
  old_password_wrong: { status: 400, message: 'Please check your old password.' },
  password_wrong: { status: 400, message: 'Please check your password.' },
  already_confirmed: { status: 409, message: 'Your e-mail address is confirmed already.' },
  mail_wait: { status: 429, message: 'Please wait {seconds, plural, one {# second} other {# seconds}} before asking for another e-mail.' },
  data_export_link_invalid: { status: 404, message: 'This download link has expired or belongs to another account. Ask for your data again in your account settings.' },

  // Profiles, photos, search, likes, messages, credits
  profile_unknown: { status: 404, message: 'This member cannot be found.' },
  invalid_region: { status: 400, message: 'Choose a region of the selected country.' },
  interests_repeated: { status: 400, message: 'Choose each interest once.' },
  place_unknown: { status: 404, message: 'We could not find a town near you. Choose your place yourself.' },
  photo_unreadable: { status: 415, message: 'This file is not a photo we can read. Use a JPEG, PNG, WebP, HEIC or AVIF image.' },
  photo_too_large: { status: 413, message: 'This photo is too large. Use one of at most 50 megapixels.' },
  photo_limit: { status: 409, message: 'You have reached your limit of {limit, plural, one {# photo} other {# photos}}.' },
  photo_unknown: { status: 404, message: 'This photo does not exist (any more).' },
  main_photo_private: { status: 409, message: 'Your main photo is always public. Choose another main photo first.' },
  blocked_by: { status: 403, message: "You're blocked by {name}. You do not have access to this page." },
  blocked_member: { status: 403, message: 'You have blocked {name}.' },
  block_self: { status: 400, message: 'You cannot block yourself.' },
  like_self: { status: 400, message: 'You cannot like yourself.' },
  swipe_limit: { status: 429, message: 'You have given your {limit, plural, one {# like} other {# likes}} of today. New likes in {countdown}.' },
  search_login_required: { status: 403, message: 'Log in to search for members.' },
  age_range: { status: 400, message: 'The minimum age cannot be above the maximum age.' },
  message_empty: { status: 400, message: 'Write a message first.' },
  message_too_long: { status: 400, message: 'Your message is too long ({max, plural, one {# character} other {# characters}} at most).' },
  not_enough_credits: { status: 402, message: 'You do not have enough credits.' },
  message_not_enough_credits: { status: 402, message: 'You do not have enough credits to send this message' },
  message_self: { status: 400, message: 'You cannot send a message to yourself.' },
  partner_unconfirmed: { status: 403, message: '{name} has not confirmed their e-mail address yet. You can write once they have.' },
  conversation_limit: { status: 403, message: 'As a free member you can start up to {limit, plural, one {# conversation} other {# conversations}}. Become premium to start more.' },
  conversation_unknown: { status: 404, message: 'This conversation does not exist (any more).' },

  ...PAYMENT_PROBLEMS,
  ...NOTIFICATION_PROBLEMS,
  ...COMPLAINT_PROBLEMS,
  ...STAFF_PROBLEMS,

  // The client's own
  offline: { message: 'You are offline. What you entered is kept; try again when you are connected.' },
  timeout: { message: 'The server did not answer in time. What you entered is kept; please try again.' },
  unknown: { message: 'An error occured, please try again later.' },
} as const satisfies Record<string, { status?: number; message: string }>;

export type ProblemCode = keyof typeof PROBLEMS;

/** The codes an API answer can carry: those with an HTTP status. */
export type ApiProblemCode = { [C in ProblemCode]: (typeof PROBLEMS)[C] extends { status: number } ? C : never }[ProblemCode];

export type ProblemParams = Record<string, string | number>;

/** A `{name}` placeholder, or a count's English plural `{name, plural, one {…} other {…}}` with `#` for the number. */
const PLACEHOLDER = /\{(\w+)(?:, plural, one \{([^{}]*)\} other \{([^{}]*)\})?\}/g;
const englishPlural = new Intl.PluralRules('en');
const englishNumber = new Intl.NumberFormat('en');

/**
 * The English text of a problem with its params filled in, in one pass. A count picks its plural's
 * `one` or `other` text, with `#` as the number written as Lingui writes it in English (1,000). A param
 * not given keeps its placeholder; a count not given, its `other` text with `{name}` for `#`.
 */
export function problemMessage(code: ProblemCode, params: ProblemParams = {}): string {
  const given: ProblemParams = typeof params.seconds === 'number' ? { wait: englishWait(params.seconds), ...params } : params;
  return PROBLEMS[code].message.replace(PLACEHOLDER, (placeholder, name: string, one?: string, other?: string) => {
    const value = given[name];
    if (one === undefined || other === undefined) return String(value ?? placeholder);
    if (value === undefined) return other.replaceAll('#', `{${name}}`);
    const count = Number(value);
    if (typeof value === 'string' && (value.trim() === '' || Number.isNaN(count))) return other.replaceAll('#', value);
    return (englishPlural.select(count) === 'one' ? one : other).replaceAll('#', englishNumber.format(count));
  });
}

/** "52 minutes": a wait in English words (common/rules/wait.ts). */
function englishWait(seconds: number): string {
  const { unit, count } = waitOf(seconds);
  return `${englishNumber.format(count)} ${englishPlural.select(count) === 'one' ? unit.slice(0, -1) : unit}`;
}
