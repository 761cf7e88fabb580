import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../common/countries';
import { regionsWithCities, townsByRegion } from '../../../server/domain/profiles/places';

/** server/data/places.json as scripts/build-places.ts leaves it: every country and region filled, ISO codes, places on the map. */
describe('the place data', () => {
  it('has first-level regions with ISO 3166-2 codes and towns for each of our countries', () => {
    const regions = regionsWithCities();
    for (const country of COUNTRY_CODES) {
      expect(regions[country].length, country).toBeGreaterThan(2);
      for (const region of regions[country]) {
        expect(region.code).toMatch(new RegExp(`^${country}-[0-9A-Z]{1,3}$`));
        expect(region.cities.length, region.code).toBeGreaterThan(0);
      }
    }
    expect(regions.NL.map((r) => r.code)).toHaveLength(12);
    expect(regions.NL.find((r) => r.code === 'NL-NH')?.cities.slice(0, 3)).toContain('Amsterdam');
  });

  it('places every town where it can be, with no city sections among them', () => {
    for (const { towns } of townsByRegion()) {
      for (const [name, lat, lon] of towns) {
        expect(Math.abs(lat) <= 90 && Math.abs(lon) <= 180, name).toBe(true);
        expect(name).not.toMatch(/\(Kreis \d+\)/);
      }
    }
  });
});
