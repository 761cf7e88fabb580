import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from '../constants';
import { queryRowIdSchema } from '../api/ids';
import { BAN_REASONS } from '../enums';
import { CASE_OUTCOMES, CASE_STATES, DECISION_REASON_LENGTH, type CaseOutcome, type CaseState } from './cases';
import { PHOTO_REJECT_REASONS, TEXT_REJECT_REASONS } from './moderation';
import { STAFF_ROLES, type StaffRole } from './roles';

/** The staff console's calls under /staff/api (docs/staff.md): shapes only. */

/** A code of the staff member's authenticator app: six digits (spaces as apps show them are allowed). */
const totpCodeSchema = z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/));

export const staffLoginSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(EMAIL_MAX_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_LENGTH.max)),
  code: totpCodeSchema,
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffSetupQuerySchema = z.strictObject({ token: z.string().check(z.minLength(10), z.maxLength(200)) });

export const staffSetupSchema = z.strictObject({
  token: z.string().check(z.minLength(10), z.maxLength(200)),
  password: z.string().check(z.maxLength(PASSWORD_LENGTH.max)),
  code: totpCodeSchema,
});
export type StaffSetup = z.infer<typeof staffSetupSchema>;

export const newStaffSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(EMAIL_MAX_LENGTH)),
  role: z.enum(STAFF_ROLES),
});
export type NewStaff = z.infer<typeof newStaffSchema>;

export const staffIdSchema = z.strictObject({ id: queryRowIdSchema });

export const staffChangeSchema = z.strictObject({
  role: z.optional(z.enum(STAFF_ROLES)),
  disabled: z.optional(z.boolean()),
});
export type StaffChange = z.infer<typeof staffChangeSchema>;

export const auditQuerySchema = z.strictObject({
  staff: z.optional(queryRowIdSchema),
  action: z.optional(z.string().check(z.maxLength(60))),
  subject_type: z.optional(z.string().check(z.maxLength(30))),
  subject_id: z.optional(queryRowIdSchema),
  /** The next page: entries older than this id. */
  before: z.optional(queryRowIdSchema),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  created_at: string;
  disabled_at: string | null;
}

export interface StaffMeResponse {
  staff: Pick<StaffMember, 'id' | 'email' | 'role'> | null;
  /** Minutes without a call after which the session ends. */
  idle_minutes: number;
}

export interface StaffSetupInfo {
  email: string;
  role: StaffRole;
  /** The authenticator key to type in where the QR code cannot be scanned. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG image. */
  qr_svg: string;
}

export interface StaffListResponse {
  staff: StaffMember[];
}

export interface AuditEntry {
  id: number;
  /** Null: an operator's command on the server (npm run staff, ban, moderate …). */
  staff_id: number | null;
  staff_email: string | null;
  staff_role: StaffRole | null;
  action: string;
  subject_type: string | null;
  subject_id: number | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  /** The address of the call; null for an operator's command on the server. */
  ip: string | null;
  created_at: string;
}

export interface AuditResponse {
  entries: AuditEntry[];
  has_more: boolean;
}

export const photoQueueQuerySchema = z.strictObject({
  /** One member's waiting photos only. */
  member: z.optional(queryRowIdSchema),
});

export const photoDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  /** Required for a rejection: the member is told it. */
  reason: z.optional(z.enum(PHOTO_REJECT_REASONS)),
});
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;

export const textDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  /** Required for a rejection: the member is told it. */
  reason: z.optional(z.enum(TEXT_REJECT_REASONS)),
});
export type TextDecision = z.infer<typeof textDecisionSchema>;

export interface QueuedPhoto {
  id: number;
  url: string;
  created_at: string;
  member: { id: number; name: string; age: number; gender: string; country: string };
  /** The member's other photos, to compare faces: their state, and whether they are private. */
  others: { id: number; url: string; status: 'pending' | 'approved' | 'rejected'; private: boolean }[];
}

export interface PhotoQueueResponse {
  /** Photos waiting in all. */
  count: number;
  /** When the oldest waiting photo was added. */
  oldest_at: string | null;
  /** The oldest first, a page of them. */
  photos: QueuedPhoto[];
}

export const caseListQuerySchema = z.strictObject({
  state: z.enum(CASE_STATES),
  /** The next page: after this id (waiting cases, oldest first) or before it (decided ones, newest first). */
  cursor: z.optional(queryRowIdSchema),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseDecisionSchema = z.strictObject({
  outcome: z.enum(CASE_OUTCOMES),
  /** Told to the reporter, in their language. */
  reason: z.string().check(z.maxLength(DECISION_REASON_LENGTH.max * 2)),
});
export type CaseDecision = z.infer<typeof caseDecisionSchema>;

/** A ban: the reason chosen and the facts the member is told (common/staff/bans.ts; their length is checked with a readable problem). */
export const memberBanSchema = z.strictObject({ reason: z.enum(BAN_REASONS), facts: z.string().check(z.maxLength(4000)) });
export type MemberBan = z.infer<typeof memberBanSchema>;

export interface StaffCase {
  id: number;
  reference: string;
  created_at: string;
  reason: string;
  state: CaseState;
  /** Who wrote: a member (their id) or a visitor; the address the answer goes to, and their language. */
  reporter: { member_id: number | null; email: string; language: string };
  /** The profile reported, while it exists: the language its member is written to in, and whether they are banned. */
  profile: { id: number; name: string | null; language: string; banned: boolean } | null;
  /** The reported message as it was when reported. */
  message: { id: number | null; text: string } | null;
  text: string;
  /** A banned member's objection: their ban, and who banned them (null: the server's command line). */
  objection: {
    member_id: number; banned_at: string | null; ban_reason: string | null; ban_facts: string | null; banned_by: number | null; banned_by_email: string | null;
  } | null;
  assigned: { id: number; email: string } | null;
  decision: { outcome: CaseOutcome; reason: string; at: string; by_email: string | null } | null;
}

export interface CaseListResponse {
  counts: Record<CaseState, number>;
  cases: StaffCase[];
  has_more: boolean;
}

export const jobListQuerySchema = z.strictObject({
  /** The next page: jobs older than this id. */
  cursor: z.optional(queryRowIdSchema),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** A job the queue gave up on (docs/staff.md, Jobs). */
export interface DeadJob {
  id: number;
  kind: string;
  /** What it was for, in a line: its kind and the ids it carries, never its payload's personal data. */
  summary: string;
  attempts: number;
  created_at: string;
  /** When its last attempt failed. */
  died_at: string | null;
  /** The last attempt's error, as the server logged it (a stack trace's first line says what failed). */
  error: string | null;
}

export interface JobListResponse {
  /** Dead jobs in all. */
  dead: number;
  /** Jobs that failed and wait for their next attempt: trouble before anything is dead. */
  retrying: number;
  /** Dead jobs, newest first, a page of them. */
  jobs: DeadJob[];
  has_more: boolean;
}
