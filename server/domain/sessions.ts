import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE } from '../../common/constants';
import type { Db } from '../db/database';
import { deleteSession, insertSession, liveSession } from '../db/sessions';

/** Sessions: a random 256-bit token for the cookie, only its SHA-256 in the database. */

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function startSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + AUTH_COOKIE.maxAgeDays * 24 * 3600 * 1000);
  await insertSession(db, { user_id: userId, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: expires.toISOString() });
  return token;
}

export async function sessionUser(db: Db, token: string, now: Date): Promise<number | undefined> {
  return (await sessionOf(db, token, now))?.userId;
}

/** The live session of a token: its id (push subscriptions and open apps belong to it) and member. */
export async function sessionOf(db: Db, token: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
  const row = await liveSession(db, hashToken(token), now.toISOString());
  return row && { id: row.id, userId: row.user_id };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}
