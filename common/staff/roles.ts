/**
 * Staff roles and what each may do (docs/staff.md). The server checks every staff call against this
 * table; the console shows only what the role may use. An admin may do everything.
 */

export const STAFF_ROLES = ['admin', 'moderator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_CAPABILITIES = [
  /** Add staff, change their roles, disable them, send new setup links. */
  'staff.manage',
  /** Read the audit log of every staff member. */
  'audit.read',
  /** Approve and reject photos and profile texts. */
  'content.moderate',
  /** Decide reports and complaints. */
  'reports.decide',
  /** Ban members and lift bans. */
  'members.ban',
  /** Look up a member's payments and credits. */
  'money.read',
  /** Refund payments, correct credits, make and end discount codes. */
  'money.change',
  /** Export a member's data for a request by post. */
  'data.export',
  /** Erase an account at once. */
  'data.erase',
  /** See the jobs that failed for good (mail, push, payments, feeds) and run them again. */
  'jobs.manage',
] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

const GRANTED: Record<Exclude<StaffRole, 'admin'>, readonly StaffCapability[]> = {
  // Moderators keep the site clean: content, reports, bans; no money, no members' data.
  moderator: ['content.moderate', 'reports.decide', 'members.ban'],
  // Support answers members: reports, money and data requests; no bans, no erasure.
  support: ['reports.decide', 'money.read', 'money.change', 'data.export'],
};

export function staffMay(role: StaffRole, capability: StaffCapability): boolean {
  return role === 'admin' || GRANTED[role].includes(capability);
}
