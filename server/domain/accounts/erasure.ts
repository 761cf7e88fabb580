import type { Bus } from '../../adapters/bus';
import type { FileStorage } from '../../adapters/storage';
import { deleteUser, endAllSessions } from '../../db/accounts';
import { inTransaction, type Db } from '../../db/database';
import { exportFilesOf } from '../../db/data-requests';
import { fileKeysOfMember, hasPayments, memberToErase, tombstoneMember } from '../../db/erasure';
import { fileKeyInUse } from '../../db/photos';
import { deleteTracking } from '../../db/tracking';
import { NO_LOGIN } from './passwords';
import { removePhotoFiles } from '../profiles/photo-sizes';
import { sessionsEnded } from './sessions';

/**
 * Erasing an account for good (docs/staff.md, Members' data requests): the 14-day purge after a
 * deletion, and an admin's erasure at once. Everything of the member goes (profile, photos and their
 * files, conversations, likes, blocks, sessions, links, push subscriptions, data archives), except
 * the accounting records tax law keeps (payments, the credit ledger, the discounts taken): a member
 * who ever paid leaves their users row as a tombstone those records stay tied to, with no address,
 * password, name or anything else of the person; a member who never paid leaves nothing.
 */

export interface ErasureContext {
  db: Db;
  storage: FileStorage;
  /** Closes the member's open apps at once; a purge's member has had no session since the deletion. */
  bus?: Bus;
}

/** The tombstone's address: unique as the column asks, in a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/**
 * Erases the account; false for no such member or one erased already. `alongside` writes in the same
 * transaction (the audit row of a staff erasure), told whether accounting records were kept. Files go
 * after the commit: a file still used by another row (a demo avatar) stays.
 */
export async function eraseAccount(
  ctx: ErasureContext, userId: number, now: Date, alongside?: (trx: Db, accountingKept: boolean) => Promise<void>,
): Promise<boolean> {
  const keys = await fileKeysOfMember(ctx.db, userId);
  const archives = await exportFilesOf(ctx.db, userId);
  const ended = await inTransaction(ctx.db, async (trx) => {
    if (!(await memberToErase(trx, userId))) return undefined;
    const sessions = await endAllSessions(trx, userId);
    const paid = await hasPayments(trx, userId);
    if (paid) {
      await tombstoneMember(trx, userId, { email: erasedEmail(userId), password_hash: NO_LOGIN, erased_at: now.toISOString() });
    } else {
      await deleteTracking(trx, userId);
      await deleteUser(trx, userId);
    }
    await alongside?.(trx, paid);
    return sessions;
  });
  if (!ended) return false;
  if (ctx.bus) await sessionsEnded(ctx.bus, userId, ended);
  for (const key of keys) if (!(await fileKeyInUse(ctx.db, key))) await removePhotoFiles(ctx.storage, key);
  for (const { file_name: name } of archives) if (name) await ctx.storage.remove(name);
  return true;
}
