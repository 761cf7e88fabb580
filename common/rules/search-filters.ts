import type { SearchFilters } from '../api/members';
import type { Settings } from '../api/settings';
import type { User } from '../api/user';
import { MAX_SEARCH_AGE, MIN_AGE } from '../constants';
import { ageOn } from './age';
import { matchAgeRange, soughtGenders } from './match';

/** What a new searcher sees first: whom they look for, in their country, of a fitting age. */
export function defaultSearchFilters(user: User | null, settings: Settings | null, today: Date): SearchFilters {
  if (!user) return { country: settings?.geoip_selected_country };
  const { gender, sexuality, date_of_birth: birthDate, country } = user.profile;
  const genders = soughtGenders(gender, sexuality);
  const ages = birthDate ? matchAgeRange(ageOn(birthDate, today), settings?.min_age ?? MIN_AGE) : undefined;
  return {
    gender: genders.length === 1 ? genders[0] : undefined,
    country: country.code,
    min_age: ages?.min,
    max_age: ages && Math.min(ages.max, MAX_SEARCH_AGE),
  };
}

/** The query of GET /api/members.php for a search's page, in the order the client and the server both write it. */
export function searchQuery(filters: SearchFilters, page: number, network?: string): Record<string, string | undefined> {
  const text = (value: number | string | undefined) => (value === undefined ? undefined : String(value));
  const { gender, country, countryregion, min_age: minAge, max_age: maxAge } = filters;
  return { gender, country, countryregion, min_age: text(minAge), max_age: text(maxAge), page: String(page), network };
}
