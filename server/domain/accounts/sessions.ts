import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE } from '../../../common/constants';
import type { Bus } from '../../adapters/bus';
import { endAllSessions } from '../../db/accounts';
import type { Db } from '../../db/database';
import { deleteSession, insertSession, sessionByToken } from '../../db/sessions';
import { keptSession } from './kept-copies';
import type { Deps } from '../deps';

/** Sessions: a random 256-bit token for the cookie, only its SHA-256 in the database. */

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What ending sessions needs: the database, and the bus that closes their live sockets at once, in every process. */
export type SessionsContext = Pick<Deps, 'db' | 'bus'>;

export async function startSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + AUTH_COOKIE.maxAgeDays * 24 * 3600 * 1000);
  await insertSession(db, { user_id: userId, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: expires.toISOString() });
  return token;
}

export async function sessionUser(db: Db, token: string, now: Date): Promise<number | undefined> {
  return (await sessionOf(db, token, now))?.userId;
}

/**
 * The live session of a token: its id (push subscriptions and open apps belong to it) and member.
 * Read from the process's copy (kept-copies.ts), which a session's end anywhere drops.
 */
export async function sessionOf(db: Db, token: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
  const tokenHash = hashToken(token);
  return live(await keptSession(db, tokenHash, () => storedSession(db, tokenHash)), now);
}

/** The session as the database has it now: for a check that must see an end no bus told of (the live socket's heartbeat). */
export async function storedSessionOf(db: Db, token: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
  return live(await storedSession(db, hashToken(token)), now);
}

async function storedSession(db: Db, tokenHash: string) {
  const row = await sessionByToken(db, tokenHash);
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at };
}

function live(session: { id: number; userId: number; expiresAt: string } | undefined, now: Date) {
  return session && session.expiresAt > now.toISOString() ? { id: session.id, userId: session.userId } : undefined;
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

/** Tells every process to forget the member's sessions, and their open apps, wherever connected, that these ended. */
export async function sessionsEnded(bus: Bus, memberId: number, sessionIds: number[]): Promise<void> {
  await bus.broadcast({ type: 'sessions-ended', memberId });
  for (const sessionId of sessionIds) await bus.publish({ memberId, type: 'session-ended', payload: { sessionId } });
}
