import { hasUnsafeCharacters } from '../../../common/rules/text';
import type { StaffProblemCode } from '../../../common/problems';
import { ProblemError } from '../problems';

/**
 * A reason staff write (for a decision, a refund, a correction), trimmed; refused with `code` outside
 * its bounds (counted as people count characters) and with characters that cannot be shown.
 */
export function staffReason(text: string, bounds: { min: number; max: number }, code: StaffProblemCode): string {
  const reason = text.trim();
  const length = [...reason].length;
  if (length < bounds.min || length > bounds.max) throw new ProblemError(code, { min: bounds.min, max: bounds.max, field: 'reason' });
  if (hasUnsafeCharacters(reason, { lines: true })) throw new ProblemError('invalid_characters', { field: 'reason' });
  return reason;
}
