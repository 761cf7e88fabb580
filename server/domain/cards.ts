import type { ProfileCard } from '../../common/api/profiles';
import { ageOn } from '../../common/rules/age';
import type { Config } from '../config';
import type { CardRow } from '../db/profiles';
import { photoUrl } from './photos';

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
