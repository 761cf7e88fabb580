import { sql } from 'kysely';
import type { Db } from './database';

/**
 * The counts of the staff's overview (docs/staff.md, Overview), per UTC day from `since` (the start
 * of the first day, an ISO time). Times are ISO text on both databases, so a day is its first ten characters.
 */

export type DayCounts = { day: string; n: number }[];

const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

const counted = (rows: { day: string; n: number | string | bigint }[]): DayCounts => rows.map((row) => ({ day: row.day, n: Number(row.n) }));

export async function signupsPerDay(db: Db, since: string): Promise<DayCounts> {
  return counted(await db.selectFrom('users').select([dayOf('signup_date').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('signup_date', '>=', since).groupBy(dayOf('signup_date')).execute());
}

export async function activePerDay(db: Db, since: string): Promise<DayCounts> {
  return counted(await db.selectFrom('active_days').select(['day', (eb) => eb.fn.countAll<number>().as('n')])
    .where('day', '>=', since.slice(0, 10)).groupBy('day').execute());
}

/** The member opened the app on `day`: the first time that day writes a row. */
export async function recordActiveDay(db: Db, userId: number, day: string): Promise<void> {
  await db.insertInto('active_days').values({ user_id: userId, day }).onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).execute();
}

export async function deleteActiveDaysBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('active_days').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Money paid per day and currency (minor units), by the day its credits came. */
export async function revenuePerDay(db: Db, since: string) {
  const rows = await db.selectFrom('payments')
    .select([dayOf('paid_at').as('day'), 'currency', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('paid_at', '>=', since).groupBy([dayOf('paid_at'), 'currency']).execute();
  return rows.map((row) => ({ day: row.day, currency: row.currency, amount: Number(row.amount) }));
}

/** When each photo that waited for a moderator at some time since `since` came, and was decided (null: waits still). */
export function photoWaits(db: Db, since: string) {
  return db.selectFrom('photos').select(['created_at', 'decided_at'])
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('decided_at', '>=', since)])).execute();
}

/** The same of reports and complaints. */
export function reportWaits(db: Db, since: string) {
  return db.selectFrom('complaints').select(['created_at', 'decided_at'])
    .where((eb) => eb.or([eb('status', '!=', 'decided'), eb('decided_at', '>=', since)])).execute();
}

/**
 * Messages per day between the boundaries `starts` (each day's start, ascending, and the end of the
 * last day). The messages table has no index on its time, which every send would pay for; its ids
 * are given in the order messages are stored, each stamped as it is stored, so each day's first id is
 * found by a binary search over the primary key, and its messages counted as a range of ids.
 */
export async function messagesPerDay(db: Db, starts: string[]): Promise<number[]> {
  const last = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  let low = 1;
  const firsts: number[] = [];
  for (const start of starts) {
    let high = Number(last?.id ?? 0) + 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const next = await db.selectFrom('messages').select(['id', 'created_at']).where('id', '>=', middle).orderBy('id').limit(1).executeTakeFirst();
      if (!next || next.created_at >= start) high = middle;
      else low = next.id + 1;
    }
    firsts.push(low);
  }
  const counts: number[] = [];
  for (let day = 0; day + 1 < firsts.length; day++) {
    const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '>=', firsts[day]!).where('id', '<', firsts[day + 1]!).executeTakeFirstOrThrow();
    counts.push(Number(row.n));
  }
  return counts;
}
