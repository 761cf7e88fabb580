import { hasUnsafeCharacters } from '../../../common/rules/text';
import type { StaffProblemCode } from '../../../common/problems';
import { ProblemError } from '../problems';

/**
 * A reason staff write (for a decision, a refund, a correction, a ban's facts), trimmed; refused with
 * `code` outside its bounds (counted as people count characters) and with characters that cannot be
 * shown. `field` names the form's field the problem points at.
 */
export function staffReason(text: string, bounds: { min: number; max: number }, code: StaffProblemCode, field = 'reason'): string {
  const reason = text.trim();
  const length = [...reason].length;
  if (length < bounds.min || length > bounds.max) throw new ProblemError(code, { min: bounds.min, max: bounds.max, field });
  if (hasUnsafeCharacters(reason, { lines: true })) throw new ProblemError('invalid_characters', { field });
  return reason;
}
