import type { CountryCode } from '../../common/countries';
import type { Db } from './database';

/** Newest active members with an approved main photo, optionally of one country. */
export function newestWithPhoto(db: Db, country: CountryCode | undefined, limit: number) {
  let query = db
    .selectFrom('profiles')
    .innerJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select(['profiles.id', 'profiles.name', 'profiles.birth_date', 'profiles.city', 'profiles.country', 'profiles.fictional', 'photos.file_key'])
    .where('profiles.status', '=', 'active')
    .where('photos.status', '=', 'approved')
    .orderBy('profiles.id', 'desc')
    .limit(limit);
  if (country) query = query.where('profiles.country', '=', country);
  return query.execute();
}
