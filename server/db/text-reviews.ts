import type { TextField, TextRejectReason } from '../../common/staff/moderation';
import type { Db } from './database';

/** Profile texts waiting for a moderator, and their decisions (docs/staff.md, Profile texts). */

/** Puts a profile's text in the queue, unless it waits there already (one waiting review per profile and field). */
export async function queueTextReview(db: Db, review: { profile_id: number; field: TextField; cause: 'word_list' | 'reported'; matched: string | null; created_at: string }) {
  await db.insertInto('text_reviews').values(review)
    .onConflict((oc) => oc.columns(['profile_id', 'field']).where('decided_at', 'is', null).doNothing()).execute();
}

/** Waiting reviews of members who are not banned: a ban took the profile off the site, and with it the need to look. */
const waiting = (db: Db) => db.selectFrom('text_reviews').innerJoin('users', 'users.id', 'text_reviews.profile_id')
  .where('text_reviews.decided_at', 'is', null).where('users.banned_at', 'is', null);

/** The oldest waiting texts (all, or one member's) with the profile's text as it is now (what a decision decides on). */
export function pendingTexts(db: Db, limit: number, memberId?: number) {
  let query = waiting(db).innerJoin('profiles', 'profiles.id', 'text_reviews.profile_id')
    .select(['text_reviews.id', 'text_reviews.field', 'text_reviews.cause', 'text_reviews.matched', 'text_reviews.created_at',
      'profiles.id as profile_id', 'profiles.name', 'profiles.about_me', 'profiles.birth_date', 'profiles.gender', 'profiles.country']);
  if (memberId !== undefined) query = query.where('text_reviews.profile_id', '=', memberId);
  return query.orderBy('text_reviews.id').limit(limit).execute();
}

export async function pendingTextCount(db: Db, memberId?: number): Promise<{ count: number; oldest: string | null }> {
  let query = waiting(db).select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('text_reviews.created_at').as('oldest')]);
  if (memberId !== undefined) query = query.where('text_reviews.profile_id', '=', memberId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ?? null };
}

/** Decides a review still waiting: the row, or undefined when it was decided already. */
export function decideTextReview(db: Db, id: number, decision: { decided_at: string; decided_by: number | null; decision: 'approved' | 'rejected'; reject_reason: TextRejectReason | null }) {
  return db.updateTable('text_reviews').set(decision).where('id', '=', id).where('decided_at', 'is', null)
    .returning(['id', 'profile_id', 'field']).executeTakeFirst();
}

/** A rejected text's member, for the mail that says why. */
export function rejectedTextOwner(db: Db, id: number) {
  return db.selectFrom('text_reviews').innerJoin('users', 'users.id', 'text_reviews.profile_id').innerJoin('profiles', 'profiles.id', 'text_reviews.profile_id')
    .select(['text_reviews.field', 'text_reviews.reject_reason', 'text_reviews.profile_id', 'users.email', 'users.language', 'profiles.name'])
    .where('text_reviews.id', '=', id).where('text_reviews.decision', '=', 'rejected').executeTakeFirst();
}

/** A rejected text taken off the profile: an about-me emptied, a name replaced by a neutral one. */
export async function takeOffText(db: Db, profileId: number, field: TextField): Promise<void> {
  await db.updateTable('profiles').set(field === 'name' ? { name: `member${profileId}` } : { about_me: null }).where('id', '=', profileId).execute();
}

export function profileTexts(db: Db, profileId: number) {
  return db.selectFrom('profiles').select(['name', 'about_me']).where('id', '=', profileId).executeTakeFirst();
}
