/** The longest wait the like modal's `t` parameter may ask for: an hour. */
export const LIKE_MODAL_MAX_SECONDS = 3600;

/**
 * The like modal's delay (docs/product/screens.md#like-modal, docs/product/limits.md#auto-like-and-like-modal: query parameter t is the number of seconds before it shows),
 * from the address's parsed query; null when there is none or it is not a whole number of seconds
 * from 0 to an hour.
 */
export function likeModalDelaySeconds(search: Record<string, unknown>): number | null {
  const raw = search.t;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 0 && value <= LIKE_MODAL_MAX_SECONDS ? value : null;
}
