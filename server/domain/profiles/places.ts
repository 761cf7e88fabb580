import fs from 'node:fs';
import path from 'node:path';
import type { CountryCode } from '../../../common/countries';
import type { Region } from '../../../common/api/catalog';
import { PROJECT_ROOT } from '../../config/paths';

/**
 * Regions (ISO 3166-2) and towns of our 15 countries, from GeoNames, trimmed by
 * scripts/build-places.ts into server/data/places.json and read once.
 */

export const PLACES_FILE = path.join(PROJECT_ROOT, 'server', 'data', 'places.json');

/** A town: [name, latitude, longitude, population]. */
export type TownRow = [name: string, lat: number, lon: number, population: number];

export interface PlacesData {
  /** Where the data comes from and under which licence: the attribution it asks for. */
  source: string;
  /** Per country, its regions as [code, name], by name. */
  regions: Partial<Record<CountryCode, [code: string, name: string][]>>;
  /** Per region code, its towns, the biggest first. */
  towns: Record<string, TownRow[]>;
}

export interface RegionWithCities extends Region {
  cities: string[];
}

let data: PlacesData | null = null;
const places = () => (data ??= JSON.parse(fs.readFileSync(PLACES_FILE, 'utf8')) as PlacesData);

/** Every town with its country and region, for the reverse geocode. */
export function townsByRegion(): { country: CountryCode; region: string; towns: TownRow[] }[] {
  return Object.entries(places().regions).flatMap(([country, regions]) =>
    regions.map(([region]) => ({ country: country as CountryCode, region, towns: places().towns[region] ?? [] })));
}

let withCities: Record<CountryCode, RegionWithCities[]> | null = null;

/** Every first-level region with its towns' names, the biggest first. */
export function regionsWithCities(): Record<CountryCode, RegionWithCities[]> {
  withCities ??= Object.fromEntries(Object.entries(places().regions).map(([country, regions]) => [
    country, regions.map(([code, name]) => ({ code, name, cities: (places().towns[code] ?? []).map(([town]) => town) })),
  ])) as Record<CountryCode, RegionWithCities[]>;
  return withCities;
}

let byCountry: Record<CountryCode, Region[]> | null = null;

export function regionsByCountry(): Record<CountryCode, Region[]> {
  byCountry ??= Object.fromEntries(
    Object.entries(regionsWithCities()).map(([country, regions]) => [country, regions.map(({ code, name }) => ({ code, name }))]),
  ) as Record<CountryCode, Region[]>;
  return byCountry;
}
