import type { Db } from './database';

/** Members as the staff console looks them up (docs/staff.md, Members' data requests); a tombstone is no member. */

export function memberForStaff(db: Db, by: { id: number } | { email: string }) {
  const query = db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.name', 'users.status', 'users.signup_date', 'users.deleted_at', 'users.banned_at', 'users.language', 'users.credits', 'users.paid_user'])
    .where('users.erased_at', 'is', null);
  return ('id' in by ? query.where('users.id', '=', by.id) : query.where('users.email', '=', by.email)).executeTakeFirst();
}
