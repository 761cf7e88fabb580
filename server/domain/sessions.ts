import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE } from '../../common/constants';
import type { Bus } from '../adapters/bus';
import { endAllSessions } from '../db/accounts';
import type { Db } from '../db/database';
import { deleteSession, insertSession, liveSession } from '../db/sessions';

/** Sessions: a random 256-bit token for the cookie, only its SHA-256 in the database. */

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What ending sessions needs: the database, and the bus that closes their live sockets at once, in every process. */
export interface SessionsContext {
  db: Db;
  bus: Bus;
}

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

/** Logout: the token's session ends, and so do its live sockets. */
export async function endSession(ctx: SessionsContext, token: string): Promise<void> {
  const ended = await deleteSession(ctx.db, hashToken(token));
  if (ended) await sessionsEnded(ctx.bus, ended.user_id, [ended.id]);
}

/** Every session of the member ends (a changed password, a deletion), and so do their live sockets. */
export async function endAllSessionsOf(ctx: SessionsContext, userId: number): Promise<void> {
  await sessionsEnded(ctx.bus, userId, await endAllSessions(ctx.db, userId));
}

/** Tells the member's open apps, in whichever process they are connected, that these sessions ended. */
export async function sessionsEnded(bus: Bus, memberId: number, sessionIds: number[]): Promise<void> {
  for (const sessionId of sessionIds) await bus.publish({ memberId, type: 'session-ended', payload: { sessionId } });
}
