import type { Geocode } from '../../../common/api/members';
import type { CountryCode } from '../../../common/countries';
import { townsByRegion } from './places';
import { ProblemError } from '../problems';

/**
 * Reverse geocoding from the GeoNames towns bundled with the server (server/data/places.json): the
 * nearest town to a position, with its region. No request leaves the machine, and the position is
 * not kept.
 */

/** Further than this from any town we know, the position is not in our countries. */
const MAX_DISTANCE_KM = 40;
const EARTH_RADIUS_KM = 6371;

interface Town {
  name: string;
  country: CountryCode;
  region: string;
  lat: number;
  lon: number;
}

let grid: Map<string, Town[]> | null = null;
const cell = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

/** Towns bucketed by whole degrees, so a lookup reads nine small buckets instead of 60,000 towns. */
function townGrid(): Map<string, Town[]> {
  if (grid) return grid;
  grid = new Map();
  for (const { country, region, towns } of townsByRegion()) {
    for (const [name, lat, lon] of towns) {
      const key = cell(lat, lon);
      grid.set(key, [...(grid.get(key) ?? []), { name, country, region, lat, lon }]);
    }
  }
  return grid;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * EARTH_RADIUS_KM;
}

export function reverseGeocode(lat: number, lon: number): Geocode {
  const towns = townGrid();
  let best: Town | undefined;
  let bestKm = MAX_DISTANCE_KM;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const town of towns.get(cell(lat + dLat, lon + dLon)) ?? []) {
        const km = distanceKm(lat, lon, town.lat, town.lon);
        if (km < bestKm) [best, bestKm] = [town, km];
      }
    }
  }
  if (!best) throw new ProblemError('place_unknown');
  return { country: best.country, region: best.region, city: best.name };
}
