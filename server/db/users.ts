import type { Db } from './database';
import { isPostgres } from './dialect';

/** A member with profile and main photo, as the user answer needs them. */
export function userWithProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select([
      'users.id', 'users.status', 'users.credits', 'users.paid_user', 'users.signup_date', 'users.language',
      'users.email', 'users.invisible', 'users.email_opt_outs', 'users.notifications_disabled', 'users.signup_step',
      'users.time_zone', 'users.push_previews',
      'profiles.status as profile_status', 'profiles.name', 'profiles.gender', 'profiles.sexuality', 'profiles.birth_date',
      'profiles.country', 'profiles.region', 'profiles.city', 'profiles.tattoos', 'profiles.hair_color', 'profiles.eye_color',
      'profiles.body_type', 'profiles.relationship_status', 'profiles.about_me', 'profiles.signup_reason', 'profiles.fictional',
      'photos.file_key', 'photos.status as photo_status',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function interestsOf(db: Db, profileId: number) {
  const rows = await db.selectFrom('profile_interests').select('interest').where('profile_id', '=', profileId).execute();
  return rows.map((r) => r.interest);
}

/** Where and how to write to a member: address, language and the name to greet them by. */
export function memberForMail(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'users.language', 'profiles.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Whether and how a member may be told of something by mail: their state and the mails they turned off. */
export function memberForNotice(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'users.language', 'users.status', 'users.email_opt_outs', 'users.notifications_disabled', 'profiles.name', 'profiles.fictional'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

const chatMemberQuery = (db: Db, userId: number) => db.selectFrom('users').select(['status', 'paid_user', 'credits']).where('id', '=', userId);

/** What sending a message depends on: whether the sender is confirmed, premium, and their credits. */
export function chatMember(db: Db, userId: number) {
  return chatMemberQuery(db, userId).executeTakeFirst();
}

/** chatMember, with the member locked as lockMember locks them, in one statement: a send's first. */
export function lockedChatMember(trx: Db, userId: number) {
  const query = chatMemberQuery(trx, userId);
  return (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** A member who has not confirmed their e-mail address yet, with the name to say so by. */
export function unconfirmedMember(db: Db, userId: number) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id').select(['users.id', 'profiles.name'])
    .where('users.id', '=', userId).where('users.status', '=', 'not_confirmed').executeTakeFirst();
}

/** The member's own time zone, or null when no browser has told it yet. */
export async function timeZoneOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? null;
}

/** What the photo limit depends on: premium or not, and the main photo so far. */
/**
 * Inside a transaction: other transactions that lock the member wait until this one ends, so a
 * count checked here (photos, free messages, conversations started) is still true at commit. On
 * SQLite one transaction writes at a time anyway; PostgreSQL needs the row lock. "No key": rows
 * that refer to the member (a message to them) need not wait for it.
 */
export async function lockMember(trx: Db, userId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export function photoOwner(db: Db, userId: number) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.paid_user', 'profiles.main_photo_id']).where('users.id', '=', userId).executeTakeFirstOrThrow();
}

/** Moves the member's complete-signup step forward to `step`, never back. */
export async function advanceSignupStep(db: Db, userId: number, step: number): Promise<void> {
  await db.updateTable('users').set({ signup_step: step }).where('id', '=', userId).where('signup_step', '<', step).execute();
}

/** What buying credits depends on: the member's country, language, premium, signup time and direct-debit block. */
export function buyerOf(db: Db, userId: number) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'users.language', 'users.paid_user', 'users.signup_date', 'users.direct_debit_blocked', 'profiles.name', 'profiles.country'])
    .where('users.id', '=', userId).executeTakeFirstOrThrow();
}

/** Premium for life after a purchase; a purchase given back is no purchase. */
export async function setPaidUser(db: Db, userId: number, paid: boolean): Promise<void> {
  await db.updateTable('users').set({ paid_user: paid ? 1 : 0 }).where('id', '=', userId).execute();
}

export async function blockDirectDebit(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ direct_debit_blocked: 1 }).where('id', '=', userId).execute();
}
