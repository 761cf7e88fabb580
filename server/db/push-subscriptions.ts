import type { Db } from './database';

/** The member's devices that take pushes: one row per browser subscription. */

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who holds an endpoint, and the device's auth secret that proves a post comes from the device. */
export function pushSubscriptionHolder(db: Db, endpoint: string): Promise<{ user_id: number; auth: string } | undefined> {
  return db.selectFrom('push_subscriptions').select(['user_id', 'auth']).where('endpoint', '=', endpoint).executeTakeFirst();
}

/**
 * Attaches a device's subscription to the session's member. A device has one endpoint: a row with it
 * becomes this member's (the caller decided that it may, see attachPushSubscription). The write
 * checks again that the row is the member's or the device's (its auth secret): of two members
 * attaching one endpoint at once, where the database runs both side by side, the second cannot
 * take over the first's device.
 */
export async function savePushSubscription(
  db: Db, row: { user_id: number; session_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<void> {
  await db.insertInto('push_subscriptions').values(row)
    .onConflict((oc) => oc.column('endpoint')
      .doUpdateSet({ user_id: row.user_id, session_id: row.session_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at })
      .where((eb) => eb.or([eb('push_subscriptions.user_id', '=', row.user_id), eb('push_subscriptions.auth', '=', row.auth)])))
    .execute();
}

/** A member's devices beyond the newest `keep` are dropped: each costs a send at every push. */
export async function keepNewestPushSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(keep);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', newest).execute();
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** The push service said the subscription is gone (404, 410). */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** A device of the member that takes pushes, if any, as a subquery of a larger read. */
export function pushSubscriptionIdOf(db: Db, userId: number) {
  return db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).limit(1);
}

/** Whether any device of the member takes pushes: a push job for one who has none would find nothing to do. */
export async function hasPushSubscription(db: Db, userId: number): Promise<boolean> {
  return (await pushSubscriptionIdOf(db, userId).executeTakeFirst()) !== undefined;
}

export function pushSubscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('id').execute();
}

export function pushSubscriptionById(db: Db, id: number): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
}
