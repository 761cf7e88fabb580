import type { CountryCode } from '../../common/countries';
import type { Db } from './database';

/** Newest active, visible members with an approved main photo, optionally of one country. */
export function newestWithPhoto(db: Db, country: CountryCode | undefined, limit: number) {
  let query = db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.id')
    .innerJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select(['profiles.id', 'profiles.name', 'profiles.birth_date', 'profiles.city', 'profiles.country', 'profiles.fictional', 'photos.file_key'])
    .where('profiles.status', '=', 'active')
    .where('photos.status', '=', 'approved')
    .where('users.invisible', '=', 0)
    .where('users.status', '=', 'active')
    .orderBy('profiles.id', 'desc')
    .limit(limit);
  if (country) query = query.where('profiles.country', '=', country);
  return query.execute();
}

/** An active, visible member with the main photo if it is approved. */
export function visibleProfile(db: Db, id: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.id')
    .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved'))
    .select(['profiles.id', 'profiles.name', 'profiles.birth_date', 'profiles.city', 'profiles.country', 'profiles.fictional', 'photos.file_key'])
    .where('profiles.id', '=', id)
    .where('profiles.status', '=', 'active')
    .where('users.invisible', '=', 0)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}
