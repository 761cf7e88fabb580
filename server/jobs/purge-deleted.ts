import fs from 'node:fs/promises';
import path from 'node:path';
import { REACTIVATION_DAYS } from '../../common/constants';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { PHOTO_SIZES } from '../domain/photos';

/**
 * Deletes for good the accounts whose 14 days to reactivate have passed: the member's rows (the
 * foreign keys cascade to profile, photos, sessions, tokens, conversations and messages), the
 * tracking record, and the photo files no other member's row uses (demo members share avatars).
 */
export async function purgeDeletedAccounts(db: Db, config: Config, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REACTIVATION_DAYS * 24 * 3600_000).toISOString();
  const members = await db
    .selectFrom('users').select('id')
    .where('status', '=', 'pending_deletion').where('deleted_at', '<=', before)
    .execute();
  for (const { id } of members) {
    const keys = (await db.selectFrom('photos').select('file_key').where('profile_id', '=', id).execute()).map((p) => p.file_key);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tracking').where('user_id', '=', id).execute();
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
    for (const key of keys) {
      const stillUsed = await db.selectFrom('photos').select('id').where('file_key', '=', key).executeTakeFirst();
      if (stillUsed) continue;
      await Promise.all(
        Object.keys(PHOTO_SIZES).map((size) => fs.rm(path.join(config.photosDir, `${key}-${size}.webp`), { force: true })),
      );
    }
  }
  return members.length;
}

/** Runs the purge now and then every hour while the server runs. */
export function schedulePurge(db: Db, config: Config, log: { error: (obj: object, msg: string) => void }): () => void {
  const run = () => purgeDeletedAccounts(db, config, new Date()).catch((err: unknown) => log.error({ err }, 'purge failed'));
  void run();
  const timer = setInterval(run, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
