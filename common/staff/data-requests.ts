import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../constants';

/** Members' data requests in the staff console (docs/staff.md): a postal request's export, and erasure at once. */

/** Why an account is erased at once: kept in the audit log. */
export const ERASURE_REASON_LENGTH = { min: 10, max: 1000 } as const;

/** GET /staff/api/members?find= : a member id, or the account's e-mail address. */
export const memberLookupSchema = z.strictObject({
  find: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
});

export const memberErasureSchema = z.strictObject({
  reason: z.string().check(z.maxLength(ERASURE_REASON_LENGTH.max * 2)),
});
export type MemberErasure = z.infer<typeof memberErasureSchema>;

export interface StaffExport {
  id: number;
  requested_at: string;
  /** Null while the archive is being built. */
  ready_at: string | null;
  expires_at: string | null;
  /** Who asked: the staff member's address, or null for the member themselves. */
  requested_by: string | null;
}

export interface StaffMemberSummary {
  id: number;
  email: string;
  name: string | null;
  status: 'not_confirmed' | 'active' | 'pending_deletion';
  signup_date: string;
  deleted_at: string | null;
  banned_at: string | null;
  /** The archives made for staff (postal requests) that can still be downloaded, newest first. */
  exports: StaffExport[];
}

export interface MemberLookupResponse {
  member: StaffMemberSummary;
}
