import type { ProfileCard } from '../../common/api/profiles';
import type { CountryCode } from '../../common/countries';
import { ageOn } from '../../common/rules/age';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { newestWithPhoto, visibleProfile, type CardRow } from '../db/profiles';
import { photoUrl } from './photos';

const FEATURED_COUNT = 12;

/** Members for the home page: the newest in the visitor's country, or anywhere when it has none. */
export async function featuredProfiles(db: Db, config: Config, country: CountryCode | undefined): Promise<ProfileCard[]> {
  let rows = await newestWithPhoto(db, country, FEATURED_COUNT);
  if (rows.length === 0 && country) rows = await newestWithPhoto(db, undefined, FEATURED_COUNT);
  const today = new Date();
  return rows.map((row) => toCard(config, row, today));
}

/** A member as a card in a list; the main photo only when it is approved and public. */
export function toCard(config: Config, row: CardRow, today: Date): ProfileCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, today),
    city: row.city,
    country: row.country,
    fictional: row.fictional === 1,
    photo: row.file_key ? { thumb: photoUrl(config, row.file_key, 'thumb'), card: photoUrl(config, row.file_key, 'card') } : null,
  };
}

/** One visible member as a card (signup from a profile shows whom the first message goes to). */
export async function profileCard(db: Db, config: Config, id: number): Promise<ProfileCard | null> {
  const row = await visibleProfile(db, id);
  return row ? toCard(config, row, new Date()) : null;
}
