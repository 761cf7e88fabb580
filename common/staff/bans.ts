import { BAN_REASONS, type BanReason } from '../enums';

/**
 * A ban as staff decide it (docs/staff.md, Reports): a reason chosen from BAN_REASONS, never preset,
 * and the facts it rests on, written for the member in their language. The ban mail names both.
 */

/** The facts the member is told: enough to understand what was found, short enough for a mail. */
export const BAN_FACTS_LENGTH = { min: 20, max: 1000 } as const;

/** The ban reason a report's own reason names, offered first; none for a report that names no breach a ban answers. */
export function banReasonOfReport(reason: string): BanReason | undefined {
  return BAN_REASONS.find((ban) => ban === reason);
}
