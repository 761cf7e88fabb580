import type { Db } from './database';

/** The member's open apps (a page or an installed app, and whether it is in view) and when they were last seen: presence, which decides whether a notice waits. */

export async function openApp(db: Db, row: { id: string; user_id: number; session_id: number; app: string; hidden: 0 | 1; seen_at: string }): Promise<void> {
  await db.insertInto('open_apps').values(row).execute();
}

/**
 * The heartbeat: the app is still there. Renewed only while its session lasts, which this answers:
 * false when the session expired, or ended (its apps' rows go with it), or the row is gone.
 */
export async function touchOpenApp(db: Db, id: string, at: string): Promise<boolean> {
  const row = await db.updateTable('open_apps').set({ seen_at: at }).where('id', '=', id)
    .where((eb) => eb.exists(eb.selectFrom('sessions').select('sessions.id')
      .whereRef('sessions.id', '=', 'open_apps.session_id').where('sessions.expires_at', '>', at)))
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function setOpenAppHidden(db: Db, id: string, hidden: boolean, at: string): Promise<void> {
  await db.updateTable('open_apps').set({ hidden: hidden ? 1 : 0, seen_at: at }).where('id', '=', id).execute();
}

/** The page-hidden beacon: the session's page named `app` (or, unnamed, all the session's pages) went out of view. */
export async function hideSessionApps(db: Db, sessionId: number, app: string | undefined): Promise<void> {
  let query = db.updateTable('open_apps').set({ hidden: 1 }).where('session_id', '=', sessionId);
  if (app !== undefined) query = query.where('app', '=', app);
  await query.execute();
}

export async function closeOpenApp(db: Db, id: string): Promise<void> {
  await db.deleteFrom('open_apps').where('id', '=', id).execute();
}

/** Whether an app of the member is open and in view, renewed since `since`. */
export async function hasVisibleApp(db: Db, userId: number, since: string): Promise<boolean> {
  const row = await db.selectFrom('open_apps').select('id')
    .where('user_id', '=', userId).where('hidden', '=', 0).where('seen_at', '>', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Rows of processes that stopped without closing their sockets. */
export async function deleteStaleOpenApps(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('open_apps').where('seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setLastSeen(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}
