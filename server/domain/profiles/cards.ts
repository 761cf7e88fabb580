import type { ProfileCard } from '../../../common/api/profiles';
import { ageOn } from '../../../common/rules/age';
import type { Config } from '../../config/config';
import type { CardRow } from '../../db/profiles';
import { photoUrl } from './photo-sizes';

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

const keptCards = new WeakMap<CardRow, { config: Config; day: number; card: ProfileCard }>();

/**
 * The card of a row of the shared search lists (search-lists.ts), made once a day (its age) for
 * every searcher whose page shows it, rather than once per answer. A row read for one answer only
 * (a page deeper than the lists) is let go with its card.
 */
export function sharedCard(config: Config, row: CardRow, today: Date): ProfileCard {
  const day = Math.floor(today.getTime() / 86_400_000);
  const kept = keptCards.get(row);
  if (kept && kept.day === day && kept.config === config) return kept.card;
  const card = toCard(config, row, today);
  keptCards.set(row, { config, day, card });
  return card;
}
