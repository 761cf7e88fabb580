import type { ResellAnswer, ResellQuery } from '../../../common/api/resell';
import type { Db } from '../../db/database';
import { matchingResellCards, resellPhoto } from '../../db/resell-cards';

/** Enough for the deepest page a search reaches: one card after every eighth member (common/rules/resell-slots.ts). */
const CARDS_ANSWERED = 30;

/** The partner's cards that match a search (docs/product/screens.md#cam-resell-cards), each with the address of its photo. */
export async function resellCardsFor(db: Db, query: ResellQuery): Promise<ResellAnswer> {
  const rows = await matchingResellCards(db, { gender: query.gender, minAge: query.min_age, maxAge: query.max_age }, CARDS_ANSWERED);
  return { cards: rows.map(({ photo_hash, ...card }) => ({ ...card, photo: `/resell-photos/${photo_hash}.webp` })) };
}

/** A card's photo by the hash of its bytes; undefined when no card has it. */
export function resellPhotoOf(db: Db, hash: string): Promise<Buffer | undefined> {
  return resellPhoto(db, hash);
}
