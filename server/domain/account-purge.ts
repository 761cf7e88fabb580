import { REACTIVATION_DAYS } from '../../common/constants';
import type { FileStorage } from '../adapters/storage';
import { deleteUser, deletionsBefore } from '../db/accounts';
import { inTransaction, type Db } from '../db/database';
import { fileKeyInUse, fileKeysOf } from '../db/photos';
import { deleteTracking } from '../db/tracking';
import { removePhotoFiles } from './photos';

const DAY_MS = 24 * 3600_000;

/**
 * Deletes for good the accounts whose 14 days to reactivate have passed: the member's rows (the
 * foreign keys cascade to profile, photos, sessions, tokens, conversations and messages), the
 * tracking record, and the photo files no other member's row uses (demo members share avatars).
 * Safe to run twice or in two processes at once: what is gone stays gone.
 */
export async function purgeDeletedAccounts(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const members = await deletionsBefore(db, new Date(now.getTime() - REACTIVATION_DAYS * DAY_MS).toISOString());
  for (const id of members) await purgeAccount(db, storage, id);
  return members.length;
}

/** Deletes one account and everything of it for good, now. */
export async function purgeAccount(db: Db, storage: FileStorage, id: number): Promise<void> {
  const keys = await fileKeysOf(db, id);
  await inTransaction(db, async (trx) => {
    await deleteTracking(trx, id);
    await deleteUser(trx, id);
  });
  for (const key of keys) if (!(await fileKeyInUse(db, key))) await removePhotoFiles(storage, key);
}
