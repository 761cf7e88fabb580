/**
 * The gifts members send in chat (issue 14). Each costs a multiple of the `gift_credits` setting, so
 * one setting moves every price and the client computes what the server charges. The pictures are
 * `public/gifts/<id>.svg`; the names are the client's translations.
 */
export const GIFTS = [
  { id: 'rose', factor: 1 },
  { id: 'coffee', factor: 1 },
  { id: 'chocolate', factor: 1 },
  { id: 'cocktail', factor: 2 },
  { id: 'teddy', factor: 2 },
  { id: 'cake', factor: 2 },
  { id: 'champagne', factor: 3 },
  { id: 'diamond', factor: 5 },
] as const;

export type GiftId = (typeof GIFTS)[number]['id'];
export const GIFT_IDS = GIFTS.map((gift) => gift.id) as [GiftId, ...GiftId[]];

/** Credits of one gift, from the `gift_credits` setting. */
export function giftPrice(id: GiftId, giftCredits: number): number {
  const gift = GIFTS.find((candidate) => candidate.id === id);
  if (!gift) throw new Error(`unknown gift ${id}`);
  return gift.factor * giftCredits;
}

/** Where the picture of a gift is served from. */
export function giftImageUrl(id: GiftId): string {
  return `/gifts/${id}.svg`;
}
