import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_MS } from '../../../common/constants';
import type { Db } from '../../db/database';
import type { TokenPurpose } from '../../db/schema';
import { consumeToken as consume, insertToken, tokenTimesSince } from '../../db/tokens';

/**
 * Single-use tokens for mailed links. Like sessions, only a hash is stored, so a stolen database
 * opens no accounts; a token works once, for one purpose, until it expires.
 */

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const DAY_MS = 24 * 3600_000;

export async function issueToken(
  db: Db, userId: number, purpose: TokenPurpose, now: Date, newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    user_id: userId, purpose, token_hash: hash(token), new_email: newEmail,
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** Uses up a live token and answers its row, or undefined when it is unknown, used or expired. */
export function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  return consume(db, hash(token), purpose, now.toISOString());
}

/** When the member last asked for a mail of this purpose, newest first, within the last day. */
export async function recentTokenTimes(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<number[]> {
  const times = await tokenTimesSince(db, userId, purpose, new Date(now.getTime() - DAY_MS).toISOString());
  return times.map((time) => Date.parse(time));
}
