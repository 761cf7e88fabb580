import type { Db } from './database';

/** Stored answers of writes sent with an Idempotency-Key (see server/domain/site/idempotency.ts). */

export function idempotentRequest(db: Db, id: string) {
  return db.selectFrom('idempotent_requests').select(['request_hash', 'answer', 'locked_until', 'expires_at']).where('id', '=', id).executeTakeFirst();
}

/**
 * Claims the key for a write about to run: true when this request may run it (the key is new, or an
 * earlier claim expired or was stopped halfway and its lock passed), false when another holds it.
 */
export async function claimIdempotentRequest(
  db: Db, row: { id: string; request_hash: string; locked_until: string; created_at: string; expires_at: string },
): Promise<boolean> {
  const result = await db.insertInto('idempotent_requests').values({ ...row, answer: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, answer: null })
      .where((eb) => eb.or([
        eb('idempotent_requests.expires_at', '<=', row.created_at),
        eb.and([eb('idempotent_requests.answer', 'is', null), eb('idempotent_requests.locked_until', '<=', row.created_at)]),
      ])))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function storeIdempotentAnswer(db: Db, id: string, answer: Buffer): Promise<void> {
  await db.updateTable('idempotent_requests').set({ answer, locked_until: null }).where('id', '=', id).execute();
}

/** Lets the key run again: the write failed in a way a retry may mend. */
export async function releaseIdempotentRequest(db: Db, id: string): Promise<void> {
  await db.deleteFrom('idempotent_requests').where('id', '=', id).where('answer', 'is', null).execute();
}

export async function deleteExpiredIdempotentRequests(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('idempotent_requests').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
