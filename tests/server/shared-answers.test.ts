import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../common/api/members';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call } from './helpers/members';

/**
 * Answers that are the same for everyone who asks alike (issue 36, point 7): the settings, and a
 * visitor's search, are made once, compressed as the browser accepts, and sent to all.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('shared answers', () => {
  it('sends the settings compressed as the browser accepts, the same JSON each way', async () => {
    const plain = await get('/api/settings.php');
    const br = await get('/api/settings.php', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/settings.php', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("gives every visitor the same search answer, and a member an answer of their own", async () => {
    const ann = await activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
    const url = '/api/members.php?country=NL&gender=female';
    const first = await get(url, { 'accept-encoding': 'br' });
    const second = await get(url);
    expect(first.headers['content-encoding']).toBe('br');
    const visitors = [JSON.parse(brotliDecompressSync(first.rawPayload).toString()), second.json()].map((answer) => searchResponseSchema.parse(answer));
    expect(visitors[0]).toEqual(visitors[1]);
    expect(visitors[0]!.results.map((card) => card.id)).toContain(ann.id);
    // Ann's own search leaves her out: never the shared visitors' answer.
    const own = searchResponseSchema.parse((await call(server, 'GET', url, undefined, ann.cookie)).json());
    expect(own.results.map((card) => card.id)).not.toContain(ann.id);
  });
});
