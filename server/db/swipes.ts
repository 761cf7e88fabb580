import type { Db } from './database';

/** The swipe game's record: every card liked or passed, and when. */

export async function recordSwipe(db: Db, userId: number, profileId: number, liked: boolean, now: Date): Promise<void> {
  await db.insertInto('swipes').values({ user_id: userId, profile_id: profileId, liked: liked ? 1 : 0, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing()).execute();
}

/** How many cards the member liked since then. */
export async function swipeLikesSince(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db.selectFrom('swipes').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('liked', '=', 1).where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The members whose cards the member passed since then. */
export async function passedSince(db: Db, userId: number, since: Date): Promise<number[]> {
  const rows = await db.selectFrom('swipes').select('profile_id').distinct()
    .where('user_id', '=', userId).where('liked', '=', 0).where('created_at', '>=', since.toISOString())
    .execute();
  return rows.map((row) => row.profile_id);
}
