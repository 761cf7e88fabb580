import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { closeOpenApp, hideSessionApps, openApp, setLastSeen, setOpenAppHidden, touchOpenApp } from '../../db/open-apps';
import { recordActiveDay } from '../../db/overview';

/**
 * Whether the member is looking at the app (docs/notifications.md): each app with its live channel
 * open is a row, hidden or in view, renewed at every heartbeat of its socket. The page-hidden beacon
 * marks it hidden even when its socket cannot say so any more (a phone freezing the page). A push
 * goes out only when no app of the member is in view; mails leave out what came while one was.
 */

/** A row not renewed for this long belongs to a process that stopped: the heartbeat is 30 s. */
const STALE_MS = 75_000;

/** Apps renewed after this count as open. */
export const liveSince = (now: Date) => new Date(now.getTime() - STALE_MS).toISOString();

export interface AppSession {
  userId: number;
  sessionId: number;
}

/** The live channel opened: the app is there, in view unless it said it is hidden. Returns the row's id. */
export async function appOpened(db: Db, session: AppSession, app: string, hidden: boolean, now: Date): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  await openApp(db, { id, user_id: session.userId, session_id: session.sessionId, app, hidden: hidden ? 1 : 0, seen_at: now.toISOString() });
  if (!hidden) await visited(db, session.userId, now);
  return id;
}

/** An app opened in view: the member is active today (the staff's overview counts the days), and seen now. */
async function visited(db: Db, userId: number, now: Date): Promise<void> {
  // The day first: whoever sees the last-seen time has the day written too.
  await recordActiveDay(db, userId, now.toISOString().slice(0, 10));
  await setLastSeen(db, userId, now.toISOString());
}

/** The page went out of view or came back; either way the member was looking until now. */
export async function appVisibility(db: Db, id: string, userId: number, hidden: boolean, now: Date): Promise<void> {
  await setOpenAppHidden(db, id, hidden, now.toISOString());
  await setLastSeen(db, userId, now.toISOString());
}

/**
 * The socket's heartbeat: still open, and while in view the member is still looking. False when the
 * app's row was not renewed: its session may have ended (touchOpenApp).
 */
export async function appHeartbeat(db: Db, id: string, userId: number, hidden: boolean, now: Date): Promise<boolean> {
  if (!(await touchOpenApp(db, id, now.toISOString()))) return false;
  if (!hidden) await setLastSeen(db, userId, now.toISOString());
  return true;
}

export async function appClosed(db: Db, id: string, userId: number, hidden: boolean, now: Date): Promise<void> {
  await closeOpenApp(db, id);
  if (!hidden) await setLastSeen(db, userId, now.toISOString());
}

/** POST /api/page-hidden.php: the beacon of a page going out of view (`app` names it; without, all the session's pages). */
export async function pageHidden(db: Db, session: AppSession, app: string | undefined, now: Date): Promise<void> {
  await hideSessionApps(db, session.sessionId, app);
  await setLastSeen(db, session.userId, now.toISOString());
}
