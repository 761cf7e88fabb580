import type { Db } from './database';
import type { TokenPurpose } from './schema';

/** Single-use tokens of mailed links; only their hashes are stored (see server/domain/accounts/tokens.ts). */

export async function insertToken(
  db: Db, row: { user_id: number; purpose: TokenPurpose; token_hash: string; new_email: string | null; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('account_tokens').values(row).execute();
}

/** Uses up a live token and answers its row, or undefined when it is unknown, used or expired. */
export function consumeToken(db: Db, tokenHash: string, purpose: TokenPurpose, at: string) {
  // One statement: of two clicks at the same moment, only one finds used_at still empty.
  return db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** When tokens of a purpose were issued to a member since a time, newest first. */
export async function tokenTimesSince(db: Db, userId: number, purpose: TokenPurpose, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.created_at);
}

/** Tokens issued before the time that can no longer be used (used or expired). */
export async function deleteSpentTokens(db: Db, issuedBefore: string, now: string): Promise<number> {
  const result = await db.deleteFrom('account_tokens')
    .where('created_at', '<', issuedBefore)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
