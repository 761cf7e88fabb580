import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResellAnswer } from '../../common/api/resell';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';

/**
 * Cam/resell cards over a real database, read by the jobs worker from a partner's feed served on
 * loopback (allowed by RESELL_FEED_ALLOW_PRIVATE; what is refused is in security-resell.test.ts): what the search gets, the photos we serve in the partner's stead, the profiles a feed
 * gets wrong, and a feed that changes or cannot be read.
 */

interface Feed {
  partner: string;
  /** What the partner sends, right or wrong. */
  profiles: unknown[];
}

let feed: Feed;
let feedStatus = 200;
/** Every path the partner's server was asked for, in order. */
const asked: string[] = [];
let partnerSite: http.Server;
let partnerUrl: string;
let server: TestServer;
const clock = new Date('2026-12-07T12:00:00Z');

/** A JPEG of one colour (one per profile), as a partner's camera would give it, larger than a card. */
const photoBytes = (red: number) => sharp({ create: { width: 600, height: 800, channels: 3, background: { r: red, g: 80, b: 120 } } }).jpeg().toBuffer();

const profile = (id: string, fields: object = {}) => ({
  id, name: `Cam ${id}`, age: 25, gender: 'female', photo: `/photos/${id}.jpg`, url: `https://partner.example/${id}?aff=amora`, ...fields,
});

beforeAll(async () => {
  const photos = new Map<string, Buffer>();
  partnerSite = http.createServer(async (request, response) => {
    asked.push(request.url!);
    // The partner's CDN moving a photo elsewhere on its own address.
    if (request.url!.startsWith('/moved/')) return void response.writeHead(301, { location: request.url!.slice('/moved'.length) }).end();
    if (request.url === '/feed.json') {
      response.writeHead(feedStatus, { 'content-type': 'application/json' }).end(feedStatus === 200 ? JSON.stringify(feed) : 'down');
      return;
    }
    const id = /^\/photos\/([\w-]+)\.jpg$/.exec(request.url!)?.[1];
    if (!id || id.startsWith('missing')) return void response.writeHead(404).end();
    if (!photos.has(id)) photos.set(id, await photoBytes([...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 256));
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos.get(id));
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partnerSite.address() as AddressInfo).port}`;
  server = await startTestServer(
    { MEMBER_RESELL: 'yes', RESELL_FEED_URL: `${partnerUrl}/feed.json`, RESELL_FEED_ALLOW_PRIVATE: new URL(partnerUrl).host },
    { now: () => clock, runJobs: true },
  );
});
afterAll(async () => {
  await server.close();
  partnerSite.close();
});

/** The worker reads the feed, as the server does every 15 minutes. */
async function readFeed(next: Feed) {
  feed = next;
  asked.length = 0;
  await server.jobs.enqueue('resell-feed', {});
  await jobsDone(server, clock);
}

const cards = async (query: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/resell.php', query });
  expect(response.statusCode).toBe(200);
  return response.json<ResellAnswer>().cards;
};

describe('cam/resell cards', () => {
  it("come from the partner's feed in its order, each with a photo served by us and the partner's link", async () => {
    await readFeed({ partner: 'LiveCams', profiles: [profile('anna'), profile('bea', { age: 31 }), profile('carlos', { gender: 'male', age: 40 })] });
    const all = await cards();
    expect(all.map(({ id, name, age, partner, url }) => ({ id, name, age, partner, url }))).toEqual([
      { id: 'anna', name: 'Cam anna', age: 25, partner: 'LiveCams', url: 'https://partner.example/anna?aff=amora' },
      { id: 'bea', name: 'Cam bea', age: 31, partner: 'LiveCams', url: 'https://partner.example/bea?aff=amora' },
      { id: 'carlos', name: 'Cam carlos', age: 40, partner: 'LiveCams', url: 'https://partner.example/carlos?aff=amora' },
    ]);

    const photo = await server.app.inject({ method: 'GET', url: all[0]!.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    // Re-encoded as a square card, as members' photos are: nothing of the partner's file is passed on.
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(new Set(all.map((card) => card.photo)).size).toBe(3);
  });

  it('match the search: the gender sought and the ages', async () => {
    expect((await cards({ gender: 'female' })).map((card) => card.id)).toEqual(['anna', 'bea']);
    expect((await cards({ gender: 'female', min_age: '30' })).map((card) => card.id)).toEqual(['bea']);
    expect((await cards({ max_age: '30' })).map((card) => card.id)).toEqual(['anna']);
    expect(await cards({ gender: 'male', max_age: '30' })).toEqual([]);
  });

  it('refuse a query they do not understand, with a readable message', async () => {
    for (const query of [{ gender: 'other' }, { min_age: '5' }, { country: 'NL' }] as Record<string, string>[]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/resell.php', query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
    }
    expect((await server.app.inject({ method: 'GET', url: '/resell-photos/0000.webp' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/resell-photos/..%2F..%2Fdata%2Famora.sqlite' })).statusCode).toBe(404);
  });

  it('leave out what a feed gets wrong, and only that', async () => {
    await readFeed({
      partner: 'LiveCams',
      profiles: [
        profile('anna'),
        profile('young', { age: 17 }),
        profile('noname', { name: '' }),
        profile('script', { url: 'javascript:alert(1)' }),
        profile('anna', { name: 'Anna again' }),
        profile('missing-photo'),
        'not a profile',
        profile('dora', { gender: 'male', age: 50 }),
      ],
    });
    expect((await cards()).map((card) => [card.id, card.name])).toEqual([['anna', 'Cam anna'], ['dora', 'Cam dora']]);
  });

  it("fetch a photo only when it is new or changed, and forget the cards the feed no longer has", async () => {
    await readFeed({ partner: 'LiveCams', profiles: [profile('anna'), profile('dora', { gender: 'male', age: 50 }), profile('emma')] });
    expect(asked).toEqual(['/feed.json', '/photos/emma.jpg']);
    const before = (await cards()).find((card) => card.id === 'anna')!.photo;

    await readFeed({ partner: 'LiveCams', profiles: [profile('emma'), profile('anna', { photo: '/photos/anna-new.jpg' })] });
    expect(asked).toEqual(['/feed.json', '/photos/anna-new.jpg']);
    const now = await cards();
    expect(now.map((card) => card.id)).toEqual(['emma', 'anna']);
    expect(now[1]!.photo).not.toBe(before);
    expect((await server.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('stay as they were when the feed cannot be read', async () => {
    const before = await cards();
    feedStatus = 503;
    await readFeed({ partner: 'LiveCams', profiles: [] });
    feedStatus = 200;
    expect(await cards()).toEqual(before);
    await readFeed({ partner: '', profiles: [profile('anna')] });
    expect(await cards()).toEqual(before);
  });

  it("follow a photo's redirects on the partner's allowed address", async () => {
    await readFeed({ partner: 'LiveCams', profiles: [profile('fay', { photo: '/moved/photos/fay.jpg' })] });
    expect(asked).toEqual(['/feed.json', '/moved/photos/fay.jpg', '/photos/fay.jpg']);
    expect((await cards()).map((card) => card.id)).toEqual(['fay']);
  });
});

describe('with member_resell off (the default)', () => {
  it('neither the cards nor their photos exist, and the feed is not read', async () => {
    const off = await startTestServer({ RESELL_FEED_URL: `${partnerUrl}/feed.json` }, { now: () => clock, runJobs: true });
    try {
      asked.length = 0;
      await off.jobs.enqueue('resell-feed', {});
      await jobsDone(off, clock);
      expect(asked).toEqual([]);
      const response = await off.app.inject({ method: 'GET', url: '/api/resell.php' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
      expect((await off.app.inject({ method: 'GET', url: (await cards())[0]!.photo })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
