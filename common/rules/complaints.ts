/** The rules of a complaint (docs/product/screens.md#complaints): its text, and how many one sender may file. */

export const COMPLAINT_TEXT_MIN = 20;
export const COMPLAINT_TEXT_MAX = 5000;
/** At most this many complaints from one member, address or network address in 24 hours. */
export const COMPLAINTS_PER_DAY = 5;

export type ComplaintTextProblem = 'complaint_text_short' | 'complaint_text_long' | null;

/** Counted in characters as a person sees them, after trimming. */
export function complaintTextProblem(text: string): ComplaintTextProblem {
  const length = [...text.trim()].length;
  if (length < COMPLAINT_TEXT_MIN) return 'complaint_text_short';
  if (length > COMPLAINT_TEXT_MAX) return 'complaint_text_long';
  return null;
}

/** A reference a person can read out on the phone: no 0/O or 1/I/L to confuse. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `random` gives 8 values in 0..255 (crypto on the server); the reference is K-XXXX-XXXX. */
export function complaintReference(random: Uint8Array): string {
  const chars = [...random.slice(0, 8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  return `K-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}`;
}
