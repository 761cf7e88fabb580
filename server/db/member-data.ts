import type { Db } from './database';

/**
 * Everything stored about one member, as their data archive holds it (server/domain/data-requests/archive.ts):
 * one query per kind, nothing of anyone else beyond the id and name of whom they wrote, liked or blocked.
 */

export function accountOf(db: Db, userId: number) {
  return db.selectFrom('users')
    .select([
      'id', 'email', 'status', 'language', 'signup_date', 'confirmed_at', 'deleted_at', 'credits', 'paid_user', 'invisible', 'time_zone',
      'last_seen_at', 'email_opt_outs', 'notifications_disabled', 'push_previews', 'banned_at', 'ban_reason',
    ])
    .where('id', '=', userId).where('erased_at', 'is', null).executeTakeFirst();
}

export function profileOf(db: Db, userId: number) {
  return db.selectFrom('profiles')
    .select([
      'name', 'gender', 'sexuality', 'birth_date', 'country', 'region', 'city', 'tattoos', 'hair_color', 'eye_color', 'body_type',
      'relationship_status', 'about_me', 'signup_reason', 'status', 'main_photo_id',
    ])
    .where('id', '=', userId).executeTakeFirst();
}

export async function interestsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('profile_interests').select('interest').where('profile_id', '=', userId).orderBy('interest').execute();
  return rows.map((row) => row.interest);
}

export function photosOf(db: Db, userId: number) {
  return db.selectFrom('photos').select(['id', 'file_key', 'is_private', 'status', 'created_at', 'decided_at', 'reject_reason'])
    .where('profile_id', '=', userId).orderBy('id').execute();
}

/**
 * Every stored message of the member's conversations that they can see, sent and received, oldest
 * first, with the other member's id and name: a message held back from them (its sender has not
 * confirmed their address) is not theirs to see yet, and tells nothing of its sender.
 */
export function messagesOf(db: Db, userId: number) {
  return db.selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .leftJoin('profiles as other', (join) => join.on((eb) => eb('other.id', '=', eb.case()
      .when('conversations.starter_id', '=', userId).then(eb.ref('conversations.partner_id')).else(eb.ref('conversations.starter_id')).end())))
    .select([
      'messages.id', 'messages.conversation_id', 'messages.sender_id', 'messages.kind', 'messages.body', 'messages.gift', 'messages.photo_key',
      'messages.cost', 'messages.created_at', 'messages.read_at', 'messages.held', 'other.id as other_id', 'other.name as other_name',
    ])
    .where((eb) => eb.or([eb('conversations.starter_id', '=', userId), eb('conversations.partner_id', '=', userId)]))
    .where((eb) => eb.or([eb('messages.held', '=', 0), eb('messages.sender_id', '=', userId)]))
    .orderBy('messages.id').execute();
}

export function likesGivenBy(db: Db, userId: number) {
  return db.selectFrom('likes').leftJoin('profiles', 'profiles.id', 'likes.liked_id')
    .select(['likes.liked_id as member_id', 'profiles.name', 'likes.created_at'])
    .where('likes.liker_id', '=', userId).orderBy('likes.created_at').execute();
}

export function likesReceivedBy(db: Db, userId: number) {
  return db.selectFrom('likes').leftJoin('profiles', 'profiles.id', 'likes.liker_id')
    .select(['likes.liker_id as member_id', 'profiles.name', 'likes.created_at', 'likes.seen_at'])
    .where('likes.liked_id', '=', userId).orderBy('likes.created_at').execute();
}

export function swipesOf(db: Db, userId: number) {
  return db.selectFrom('swipes').select(['profile_id as member_id', 'liked', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
}

export function blocksBy(db: Db, userId: number) {
  return db.selectFrom('blocks').leftJoin('profiles', 'profiles.id', 'blocks.blocked_id')
    .select(['blocks.blocked_id as member_id', 'profiles.name', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', userId).orderBy('blocks.created_at').execute();
}

export function paymentsOf(db: Db, userId: number) {
  return db.selectFrom('payments')
    .select([
      'id', 'package_id', 'credits', 'list_amount', 'amount', 'fee', 'currency', 'country', 'method', 'method_label', 'discount_code',
      'discount_percentage', 'state', 'refunded_amount', 'provider', 'created_at', 'paid_at',
    ])
    .where('user_id', '=', userId).orderBy('id').execute();
}

export function ledgerOf(db: Db, userId: number) {
  return db.selectFrom('credit_ledger').select(['id', 'amount', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId).orderBy('id').execute();
}

export function pushSubscriptionsOf(db: Db, userId: number) {
  return db.selectFrom('push_subscriptions').select(['endpoint', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
}

export function sessionsOf(db: Db, userId: number) {
  return db.selectFrom('sessions').select(['id', 'created_at', 'expires_at']).where('user_id', '=', userId).orderBy('id').execute();
}

export function trackingOf(db: Db, userId: number) {
  return db.selectFrom('tracking').select(['network', 'ref', 'sub1', 'sub2', 'sub3', 'created_at']).where('user_id', '=', userId).execute();
}

export function complaintsBy(db: Db, userId: number) {
  return db.selectFrom('complaints').select(['reference', 'created_at', 'reason', 'profile_id', 'text', 'status', 'outcome', 'decision_reason', 'decided_at'])
    .where('reporter_id', '=', userId).orderBy('id').execute();
}
