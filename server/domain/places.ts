import fs from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRY_CODES, type CountryCode } from '../../common/countries';
import type { Region } from '../../common/api/catalog';

/**
 * Regions and cities of our 15 countries from the country-state-city dataset. The dataset mixes
 * levels (French regions and départements, say), but attaches every city to a first-level region:
 * so the first-level regions are exactly the subdivisions that have cities.
 */

export interface RegionWithCities extends Region {
  cities: string[];
}

const require = createRequire(import.meta.url);
const readAsset = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(require.resolve(`country-state-city/lib/assets/${name}.json`), 'utf8')) as T;

type StateRow = { name: string; isoCode: string; countryCode: string };
/** [name, countryCode, stateCode, latitude, longitude] */
export type CityRow = [string, string, string, string, string];

let places: Record<CountryCode, RegionWithCities[]> | null = null;
let ourCities: CityRow[] | null = null;

/** The dataset's towns in our countries: [name, countryCode, stateCode, latitude, longitude]. */
export function cityRows(): CityRow[] {
  const ours = new Set<string>(COUNTRY_CODES);
  ourCities ??= readAsset<CityRow[]>('city').filter(([, country]) => ours.has(country));
  return ourCities;
}

function load(): Record<CountryCode, RegionWithCities[]> {
  const ours = new Set<string>(COUNTRY_CODES);
  const cities = new Map<string, string[]>();
  for (const [name, country, state] of cityRows()) {
    const key = `${country}-${state}`;
    cities.set(key, [...(cities.get(key) ?? []), name]);
  }
  const result = Object.fromEntries(COUNTRY_CODES.map((c) => [c, [] as RegionWithCities[]])) as Record<CountryCode, RegionWithCities[]>;
  for (const state of readAsset<StateRow[]>('state')) {
    const code = `${state.countryCode}-${state.isoCode}`;
    const list = cities.get(code);
    if (list && ours.has(state.countryCode)) result[state.countryCode as CountryCode].push({ code, name: state.name, cities: list });
  }
  for (const regions of Object.values(result)) regions.sort((a, b) => a.name.localeCompare(b.name));
  return result;
}

/** Every first-level region with its cities, read once. */
export function regionsWithCities(): Record<CountryCode, RegionWithCities[]> {
  places ??= load();
  return places;
}

let byCountry: Record<CountryCode, Region[]> | null = null;

export function regionsByCountry(): Record<CountryCode, Region[]> {
  byCountry ??= Object.fromEntries(
    Object.entries(regionsWithCities()).map(([country, regions]) => [country, regions.map(({ code, name }) => ({ code, name }))]),
  ) as Record<CountryCode, Region[]>;
  return byCountry;
}
