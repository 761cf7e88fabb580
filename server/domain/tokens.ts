import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_MS } from '../../common/constants';
import type { Db } from '../db/database';
import type { TokenPurpose } from '../db/schema';

/**
 * Single-use tokens for mailed links. Like sessions, only a hash is stored, so a stolen database
 * opens no accounts; a token works once, for one purpose, until it expires.
 */

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueToken(
  db: Db, userId: number, purpose: TokenPurpose, now: Date, newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('account_tokens').values({
    user_id: userId, purpose, token_hash: hash(token), new_email: newEmail,
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  }).execute();
  return token;
}

/** Uses up a live token and answers its row, or undefined when it is unknown, used or expired. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  const at = now.toISOString();
  // One statement: of two clicks at the same moment, only one finds used_at still empty.
  return db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** When the member last asked for a mail of this purpose, newest first, within the last day. */
export async function recentTokenTimes(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('account_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now.getTime() - 24 * 3600_000).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => Date.parse(r.created_at));
}
