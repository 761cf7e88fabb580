import type { Db } from './database';

/** Members on either side of a block with this member: hidden from each other everywhere. */
export async function blockedEitherWay(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('blocks').select('blocked_id as id').where('blocker_id', '=', userId)
    .union(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId))
    .execute();
  return rows.map((row) => row.id);
}

const blocksBetween = (db: Db, a: number, b: number) => db.selectFrom('blocks').where((eb) => eb.or([
  eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
  eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
]));

/** Who blocked whom between two members, if anyone. */
export async function blockBetween(db: Db, a: number, b: number): Promise<{ blocker_id: number; blocked_id: number } | undefined> {
  return blocksBetween(db, a, b).select(['blocker_id', 'blocked_id']).executeTakeFirst();
}

/** Who blocked the other between two members (blockBetween's blocker), as a subquery of a larger read. */
export function blockerBetween(db: Db, a: number, b: number) {
  // Two blocks either way name two blockers; either one is reason enough.
  return blocksBetween(db, a, b).select('blocker_id').limit(1);
}

export async function addBlock(db: Db, blocker: number, blocked: number, now: Date): Promise<void> {
  await db.insertInto('blocks').values({ blocker_id: blocker, blocked_id: blocked, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing()).execute();
}

export async function removeBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', blocker).where('blocked_id', '=', blocked).execute();
}

export async function blockedByMember(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map((row) => row.blocked_id);
}
