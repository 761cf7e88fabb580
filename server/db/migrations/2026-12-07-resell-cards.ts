import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

/**
 * Cam/resell cards (docs/product/screens.md#cam-resell-cards): the partner's profiles as its feed last gave them, in its order. The
 * photo is kept here, re-encoded, rather than in the photo folder: there are a few hundred at most,
 * every server process reads the same copy, and the photo sweep knows only members' photos.
 * `photo_source` is the feed's address of the photo, so an unchanged photo is not fetched again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resell_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('partner', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('photo_source', 'text', (c) => c.notNull())
    // A hash of the WebP bytes names the photo's address, so a browser may keep it for good.
    .addColumn('photo_hash', 'text', (c) => c.notNull())
    .addColumn('photo', bytesType(db), (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resell_cards_photo').on('resell_cards').column('photo_hash').execute();
  await db.schema.createIndex('resell_cards_match').on('resell_cards').columns(['gender', 'age', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resell_cards').execute();
}
