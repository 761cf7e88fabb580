import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResellAnswer } from '../../common/api/resell';
import { importResellFeed } from '../../server/domain/search/resell-feed';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue 32, fault 7: the partner feed fetched any address, followed redirects anywhere, and served
 * names with right-to-left overrides. Every site here is on loopback: the partner's is allowed by
 * RESELL_FEED_ALLOW_PRIVATE, the others are the private addresses a feed must not reach, and each
 * notes what it was asked, so a refusal is seen as a request that never came. Each test failed on
 * the code before the fix.
 */

interface Site {
  url: string;
  /** Every path this site was asked for, in order. */
  asked: string[];
  close: () => void;
}

let feed: { partner: string; profiles: unknown[] };
let partner: Site;
let forbidden: Site;
let local: Site;
let server: TestServer;
const clock = new Date('2026-12-07T12:00:00Z');

const profile = (id: string, fields: object = {}) => ({
  id, name: `Cam ${id}`, age: 25, gender: 'female', photo: `/photos/${id}.jpg`, url: `https://partner.example/${id}`, ...fields,
});
/** An address on the partner's site that redirects to `target`. */
const redirectTo = (target: string) => `${partner.url}/redirect?to=${encodeURIComponent(target)}`;

/** Every site answers alike (the feed, photos, redirects), so only the address decides whether it is read. */
async function loopbackSite(host: string): Promise<Site> {
  const asked: string[] = [];
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c86' } }).jpeg().toBuffer();
  const site = http.createServer((request, response) => {
    asked.push(request.url!);
    const url = new URL(request.url!, 'http://site');
    if (url.pathname === '/feed.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feed));
    if (url.pathname === '/redirect') return void response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  await new Promise<void>((resolve) => site.listen(0, host, resolve));
  return { url: `http://${host}:${(site.address() as AddressInfo).port}`, asked, close: () => site.close() };
}

beforeAll(async () => {
  [partner, forbidden, local] = await Promise.all([loopbackSite('127.0.0.1'), loopbackSite('127.0.0.1'), loopbackSite('localhost')]);
  server = await startTestServer(
    { MEMBER_RESELL: 'yes', RESELL_FEED_URL: `${partner.url}/feed.json`, RESELL_FEED_ALLOW_PRIVATE: new URL(partner.url).host },
    { now: () => clock },
  );
});
afterAll(async () => {
  await server.close();
  for (const site of [partner, forbidden, local]) site.close();
});

/** One read of the feed at `feedUrl`, as the job does it, with what the sites were asked cleared first. */
function readFeed(feedUrl: string, next: typeof feed = { partner: 'LiveCams', profiles: [profile('anna')] }) {
  feed = next;
  for (const site of [partner, forbidden, local]) site.asked.length = 0;
  return importResellFeed(server.db, server.platform.fetchPublic, { ...server.config, rules: { ...server.config.rules, resellFeedUrl: feedUrl } }, clock);
}

const cards = async () => (await server.app.inject({ method: 'GET', url: '/api/resell.php' })).json<ResellAnswer>().cards;

describe('7. the partner feed reaches only the public internet and the addresses allowed', () => {
  it('does not read a feed at a loopback port that is not allowed', async () => {
    await expect(readFeed(`${forbidden.url}/feed.json`)).rejects.toThrow(/not a public address/);
    expect(forbidden.asked).toEqual([]);
  });

  it('does not read a feed at localhost, a name for loopback', async () => {
    await expect(readFeed(`${local.url}/feed.json`)).rejects.toThrow(/not a public address/);
    expect(local.asked).toEqual([]);
  });

  it('does not read a feed at an IPv4-mapped IPv6 address of loopback', async () => {
    const mapped = `http://[::ffff:127.0.0.1]:${new URL(forbidden.url).port}/feed.json`;
    await expect(readFeed(mapped)).rejects.toThrow(/not a public address/);
    expect(forbidden.asked).toEqual([]);
  });

  it("does not follow the feed's redirect from the allowed port to one that is not", async () => {
    await expect(readFeed(redirectTo(`${forbidden.url}/feed.json`))).rejects.toThrow(/not a public address/);
    expect(partner.asked).toHaveLength(1);
    expect(forbidden.asked).toEqual([]);
  });

  it('leaves out a photo at a port not allowed, named directly or reached through a redirect', async () => {
    const result = await readFeed(`${partner.url}/feed.json`, {
      partner: 'LiveCams',
      profiles: [
        profile('anna'),
        profile('direct', { photo: `${forbidden.url}/photos/direct.jpg` }),
        profile('moved', { photo: redirectTo(`${forbidden.url}/photos/moved.jpg`) }),
      ],
    });
    expect(result).toEqual({ cards: 1, skipped: 2 });
    expect(forbidden.asked).toEqual([]);
    expect((await cards()).map((card) => card.id)).toEqual(['anna']);
  });

  it('serves names without control characters, bidirectional overrides or halves of an emoji, and leaves out a name of nothing else', async () => {
    await readFeed(`${partner.url}/feed.json`, {
      partner: 'Live\u202ECams',
      profiles: [
        profile('mia', { name: 'Mia\u202Egnp.exe' }),
        profile('bea', { name: '\u2066Bea\u0007 \ud800' }),
        profile('void', { name: '\u202E\u0000' }),
      ],
    });
    expect((await cards()).map(({ id, name, partner }) => ({ id, name, partner }))).toEqual([
      { id: 'mia', name: 'Miagnp.exe', partner: 'LiveCams' },
      { id: 'bea', name: 'Bea', partner: 'LiveCams' },
    ]);
  });
});
