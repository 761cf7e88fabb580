import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** A like from a to b or from b to a. */
const eitherWay = (a: number, b: number) => (eb: ExpressionBuilder<Database, 'likes'>) => eb.or([
  eb.and([eb('liker_id', '=', a), eb('liked_id', '=', b)]),
  eb.and([eb('liker_id', '=', b), eb('liked_id', '=', a)]),
]);

/** Whether each of two members likes the other. */
export async function likesBetween(db: Db, viewerId: number, otherId: number): Promise<{ liked: boolean; likedBy: boolean }> {
  const rows = await db.selectFrom('likes').select('liker_id').where(eitherWay(viewerId, otherId)).execute();
  return { liked: rows.some((r) => r.liker_id === viewerId), likedBy: rows.some((r) => r.liker_id === otherId) };
}

/** True when the like is new, false when it was there already. */
export async function addLike(db: Db, likerId: number, likedId: number, now: Date): Promise<boolean> {
  const added = await db.insertInto('likes').values({ liker_id: likerId, liked_id: likedId, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function removeLike(db: Db, likerId: number, likedId: number): Promise<void> {
  await db.deleteFrom('likes').where('liker_id', '=', likerId).where('liked_id', '=', likedId).execute();
}

/** Both directions: a block ends what was between two members. */
export async function removeLikesBetween(db: Db, a: number, b: number): Promise<void> {
  await db.deleteFrom('likes').where(eitherWay(a, b)).execute();
}

/** The member has now seen the like from this member (docs/product/states.md#likes: opening a profile clears its new-like flag). */
export async function markLikeSeen(db: Db, likerId: number, likedId: number, now: Date): Promise<void> {
  await db.updateTable('likes').set({ seen_at: now.toISOString() })
    .where('liker_id', '=', likerId).where('liked_id', '=', likedId).where('seen_at', 'is', null).execute();
}

/** Every like the member gave or received, with the other member's id. */
export function likesOf(db: Db, userId: number) {
  return db.selectFrom('likes').select(['liker_id', 'liked_id', 'created_at', 'seen_at'])
    .where((eb) => eb.or([eb('liker_id', '=', userId), eb('liked_id', '=', userId)]))
    .execute();
}

/** The members this member likes. */
export async function likedByMember(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('likes').select('liked_id').where('liker_id', '=', userId).execute();
  return rows.map((row) => row.liked_id);
}

/** The members who like this member. */
export async function likersOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('likes').select('liker_id').where('liked_id', '=', userId).execute();
  return rows.map((row) => row.liker_id);
}

/** Likes the member received from fictional profiles since then (the auto-likes of docs/product/states.md#auto-likes). */
export async function fictionalLikesSince(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db.selectFrom('likes').innerJoin('profiles', 'profiles.id', 'likes.liker_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('likes.liked_id', '=', userId).where('profiles.fictional', '=', 1).where('likes.created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a like is there, and whether the liked member has seen it. */
export function likeOf(db: Db, likerId: number, likedId: number) {
  return db.selectFrom('likes').select(['created_at', 'seen_at']).where('liker_id', '=', likerId).where('liked_id', '=', likedId).executeTakeFirst();
}
