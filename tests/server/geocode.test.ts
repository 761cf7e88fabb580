import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '../../common/api/members';
import { startTestServer, type TestServer } from './helpers/test-server';
import { errorOf } from './helpers/members';

/** GET /api/geocode.php: the nearest town from the bundled dataset, for anyone, without storing the position. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const geocode = (lat: number | string, lon: number | string) => server.app.inject({ method: 'GET', url: `/api/geocode.php?lat=${lat}&lon=${lon}` });

describe('GET /api/geocode.php', () => {
  it.each([
    ['Amsterdam', 52.3676, 4.9041, { country: 'NL', region: 'NL-NH', city: 'Amsterdam' }],
    ['Munich', 48.1351, 11.582, { country: 'DE', region: 'DE-BY', city: 'Munich' }],
    ['Zürich', 47.3769, 8.5417, { country: 'CH', region: 'CH-ZH', city: 'Zürich' }],
  ])('finds %s', async (_name, lat, lon, expected) => {
    const response = await geocode(lat, lon);
    expect(response.statusCode, response.body).toBe(200);
    expect(geocodeResponseSchema.parse(response.json())).toEqual({ geocode: expected });
  });

  it('knows no town in the middle of the Atlantic', async () => {
    const response = await geocode(40, -40);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ error: 'place_unknown', message: 'We could not find a town near you. Choose your place yourself.' });
  });

  it('refuses a position that is not one', async () => {
    for (const [lat, lon] of [[91, 4.9], [-91, 4.9], [52.3, 181], [52.3, -181], ['north', 4.9], [52.3, 'NaN']] as const) {
      const response = await geocode(lat, lon);
      expect(response.statusCode, `${lat},${lon}`).toBe(400);
      expect(errorOf(response).error).toBe('invalid_input');
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/geocode.php?lat=52.3' })).statusCode).toBe(400);
  });

  it('refuses an empty coordinate instead of reading it as 0', async () => {
    // lon=0 at this latitude is a town in the east of England: an empty field must not end up there.
    for (const [lat, lon] of [[52.2, ''], ['', 4.9], ['', '']] as const) {
      const response = await geocode(lat, lon);
      expect(response.statusCode, `lat=${lat}&lon=${lon} answered ${response.body}`).toBe(400);
      expect(errorOf(response).error).toBe('invalid_input');
    }
  });
});
