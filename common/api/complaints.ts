import { z } from 'zod/mini';
import { rowIdSchema } from './ids';
import { COMPLAINT_REASONS } from '../enums';

/**
 * POST /api/complaints.php (docs/api.md): a complaint or a report of abuse, from a member or a
 * visitor. Shapes only; the rules and their messages are in common/rules/complaints.ts.
 */


export const complaintRequestSchema = z.strictObject({
  reason: z.enum(COMPLAINT_REASONS),
  /** The profile concerned, when there is one. */
  profile: z.optional(z.nullable(rowIdSchema)),
  /** The chat message concerned, when there is one: the reporter must be in its conversation. */
  message: z.optional(z.nullable(rowIdSchema)),
  text: z.string().check(z.maxLength(10_000)),
  /** Where the answer goes: required from visitors, ignored for members (their account's address). */
  email: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
});
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;

export interface ComplaintAnswer {
  /** Quoted in every reply about it, e.g. "K-7F3Q-9XA2". */
  reference: string;
}
