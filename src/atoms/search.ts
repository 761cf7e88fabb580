import { atom } from 'jotai';
import type { SearchFilters } from '../../common/api/members';
import { ageOn } from '../../common/rules/age';
import { matchAgeRange, soughtGenders } from '../../common/rules/match';
import { userAtom } from './auth';
import { settingsAtom } from './settings';

/** Spec §3 Search state: the filters (null until read back from the device: didInit). */
export const searchFiltersAtom = atom<SearchFilters | null>(null);

const FILTERS_KEY = 'search-filters';

/** What a new searcher sees first: whom they look for, in their country, of a fitting age. */
export const defaultFiltersAtom = atom((get): SearchFilters => {
  const user = get(userAtom);
  const settings = get(settingsAtom);
  if (!user) return { country: settings?.geoip_selected_country };
  const { gender, sexuality, date_of_birth: birthDate, country } = user.profile;
  const genders = soughtGenders(gender, sexuality);
  const ages = birthDate ? matchAgeRange(ageOn(birthDate, new Date()), settings?.min_age ?? 18) : undefined;
  return {
    gender: genders.length === 1 ? genders[0] : undefined,
    country: country.code,
    min_age: ages?.min,
    max_age: ages && Math.min(ages.max, 99),
  };
});

/** Reads the last filters back (they survive a reload), or starts from the defaults. */
export const initSearchAtom = atom(null, async (get, set) => {
  if (get(searchFiltersAtom)) return;
  const [{ db }, { readValue }] = await Promise.all([import('../db/database'), import('../db/key-value')]);
  set(searchFiltersAtom, (await readValue<SearchFilters>(db, FILTERS_KEY)) ?? get(defaultFiltersAtom));
});

/** A search the member asks for is run anew: its stored pages are cleared first. */
export const setSearchFiltersAtom = atom(null, async (_get, set, filters: SearchFilters) => {
  const [{ db }, { writeValue }, { clearSearch, searchKey }] = await Promise.all([
    import('../db/database'), import('../db/key-value'), import('../db/search-pages'),
  ]);
  await clearSearch(db, searchKey(filters));
  set(searchFiltersAtom, filters);
  await writeValue(db, FILTERS_KEY, filters);
});
