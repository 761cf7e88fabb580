/**
 * Where cam/resell cards stand among search results (docs/product/screens.md#cam-resell-cards): one after every eighth member, each
 * card once, in the partner's order. A short list gets none: the cards come with results, they do
 * not stand in for them.
 */
export const RESELL_EVERY = 8;

/** The index of the partner card that follows the member card at `index`, or null when none does. */
export function resellCardAfter(index: number, cardCount: number): number | null {
  if ((index + 1) % RESELL_EVERY !== 0) return null;
  const card = (index + 1) / RESELL_EVERY - 1;
  return card < cardCount ? card : null;
}
