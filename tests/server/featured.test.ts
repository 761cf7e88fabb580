import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredResponseSchema } from '../../common/api/profiles';
import { seedMembers } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 120);
});
afterAll(() => server.close());

describe('GET /api/featured.php', () => {
  it('answers the newest members of a country with their photo, all marked fictional', async () => {
    const { profiles } = featuredResponseSchema.parse((await server.app.inject({ url: '/api/featured.php?country=DE' })).json());
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.length).toBeLessThanOrEqual(12);
    for (const profile of profiles) {
      expect(profile.country).toBe('DE');
      expect(profile.fictional).toBe(true);
      expect(profile.age).toBeGreaterThanOrEqual(18);
      const file = profile.photo!.card.replace(/^\/photos\//, '');
      expect(fs.existsSync(path.join(server.config.photosDir, file))).toBe(true);
    }
    expect(profiles.map((p) => p.id)).toEqual([...profiles.map((p) => p.id)].sort((a, b) => b - a));
  });

  it('serves their main photos to visitors, cached by the browser only', async () => {
    const { profiles } = (await server.app.inject({ url: '/api/featured.php' })).json();
    const photo = await server.app.inject({ url: profiles[0].photo.thumb });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('leaves out invisible members and accounts pending deletion', async () => {
    const { profiles } = (await server.app.inject({ url: '/api/featured.php?country=DE' })).json();
    const [hidden, leaving] = profiles as { id: number }[];
    await server.db.updateTable('users').set({ invisible: 1 }).where('id', '=', hidden!.id).execute();
    await server.db.updateTable('users').set({ status: 'pending_deletion' }).where('id', '=', leaving!.id).execute();
    const after = (await server.app.inject({ url: '/api/featured.php?country=DE' })).json().profiles.map((p: { id: number }) => p.id);
    expect(after).not.toContain(hidden!.id);
    expect(after).not.toContain(leaving!.id);
  });

  it('keeps to the ages a lander names, both ends included', async () => {
    const ages = async (query: string) => featuredResponseSchema.parse((await server.app.inject({ url: `/api/featured.php?${query}` })).json()).profiles.map((p) => p.age);
    const over = await ages('min_age=40');
    expect(over.length).toBeGreaterThan(0);
    expect(over.every((age) => age >= 40)).toBe(true);
    const thirties = await ages('min_age=30&max_age=39');
    expect(thirties.length).toBeGreaterThan(0);
    expect(thirties.every((age) => age >= 30 && age <= 39)).toBe(true);
    // The ages are what makes the difference: without them, younger members are among the newest.
    expect((await ages('')).some((age) => age < 40)).toBe(true);
  });

  it('refuses ages that are no adult ages, saying which', async () => {
    for (const query of ['min_age=12', 'max_age=abc', 'min_age=40.5']) {
      const response = await server.app.inject({ url: `/api/featured.php?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/^(min|max)_age: /);
    }
  });

  it('refuses a country that is not ours', async () => {
    const response = await server.app.inject({ url: '/api/featured.php?country=JP' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^country: /);
  });
});
