import type { Gender } from '../../common/enums';
import { inTransaction, type Db } from './database';
import type { ResellCardsTable } from './schema';

/** Cam/resell cards: what the search shows, the photos, and the feed's import. */

export interface ResellMatch {
  gender?: Gender;
  minAge?: number;
  maxAge?: number;
}

/** The cards a search with these filters may show, in the partner's order. */
export function matchingResellCards(db: Db, match: ResellMatch, limit: number) {
  let query = db.selectFrom('resell_cards').select(['id', 'partner', 'name', 'age', 'url', 'photo_hash']);
  if (match.gender) query = query.where('gender', '=', match.gender);
  if (match.minAge !== undefined) query = query.where('age', '>=', match.minAge);
  if (match.maxAge !== undefined) query = query.where('age', '<=', match.maxAge);
  return query.orderBy('position').limit(limit).execute();
}

export async function resellPhoto(db: Db, hash: string): Promise<Buffer | undefined> {
  return (await db.selectFrom('resell_cards').select('photo').where('photo_hash', '=', hash).executeTakeFirst())?.photo;
}

/** Where each stored card's photo came from, so that the import fetches only new or changed ones. */
export async function resellPhotoSources(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('resell_cards').select(['id', 'photo_source']).execute();
  return new Map(rows.map((row) => [row.id, row.photo_source]));
}

/** A card from the feed; without a photo (it did not change), the stored one stays. */
export type ResellCardImport = Omit<ResellCardsTable, 'photo' | 'photo_hash'> & { photo?: { bytes: Buffer; hash: string } };

/** The feed's cards become the stored ones, at once for every reader: cards it no longer has are gone. */
export async function replaceResellCards(db: Db, cards: ResellCardImport[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const ids = cards.map((card) => card.id);
    await trx.deleteFrom('resell_cards').$if(ids.length > 0, (q) => q.where('id', 'not in', ids)).execute();
    for (const { photo, ...card } of cards) {
      if (photo) {
        const row = { ...card, photo: photo.bytes, photo_hash: photo.hash };
        await trx.insertInto('resell_cards').values(row).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
      } else {
        await trx.updateTable('resell_cards').set(card).where('id', '=', card.id).execute();
      }
    }
  });
}
