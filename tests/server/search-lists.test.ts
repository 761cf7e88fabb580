import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchResponseSchema, type SearchResponse } from '../../common/api/members';
import { SEARCH_PAGE_SIZE } from '../../common/constants';
import { listStats, MAX_LIST_LENGTH } from '../../server/domain/search/search-lists';
import { seedMembers } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, type RealMember } from './helpers/members';

/**
 * Search answered from the lists searchers share (server/domain/search/search-lists.ts): what one searcher
 * leaves out never reaches another, lists grown page by page give the same answers as the tables,
 * pages past the lists' reach come from the database, and a list is read again after 2 seconds.
 */

let server: TestServer;
let viewer: RealMember;
let blocked: RealMember;
let other: RealMember;

beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, MAX_LIST_LENGTH + 150);
  [viewer, blocked, other] = await Promise.all([activeMember(server), activeMember(server), activeMember(server)]);
  expect((await call(server, 'POST', '/api/block.php', { id: blocked.id }, viewer.cookie)).statusCode).toBe(200);
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

async function search(q: string, cookie?: string): Promise<SearchResponse> {
  const response = await call(server, 'GET', `/api/members.php?${q}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** Ids of every member shown to others, newest first, optionally of one gender, from the tables. */
async function shownIds(gender?: 'female' | 'male'): Promise<number[]> {
  let query = server.db.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.id').select('profiles.id')
    .where('profiles.status', '=', 'active').where('users.status', '=', 'active').where('users.invisible', '=', 0);
  if (gender) query = query.where('profiles.gender', '=', gender);
  return (await query.orderBy('profiles.id', 'desc').execute()).map((r) => r.id);
}

describe('shared lists', () => {
  it('every page of a search, page after page, is what the tables say, for searchers with and without blocks', async () => {
    const all = await shownIds('female');
    const pages = Math.ceil(all.length / SEARCH_PAGE_SIZE) + 1;
    for (const [who, cookie, excluded] of [
      ['with a block', viewer.cookie, [viewer.id, blocked.id]],
      ['without blocks', other.cookie, [other.id]],
      ['logged out', undefined, []],
    ] as const) {
      const expected = all.filter((id) => !(excluded as readonly number[]).includes(id));
      const found: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await search(`gender=female&page=${page}`, cookie);
        found.push(...answer.results.map((c) => c.id));
        expect(answer.numResults, `${who}, page ${page}`).toBe(expected.length);
      }
      expect(found, who).toEqual(expected);
    }
  });

  it('one searcher\'s blocks are not left out for the next searcher of the same filter', async () => {
    const ofViewer = (await search('page=1', viewer.cookie)).results.map((c) => c.id);
    const ofOther = (await search('page=1', other.cookie)).results.map((c) => c.id);
    expect(ofViewer).not.toContain(blocked.id);
    expect(ofViewer).not.toContain(viewer.id);
    expect(ofOther).toContain(blocked.id);
    expect(ofOther).toContain(viewer.id);
    expect(ofOther).not.toContain(other.id);
  });

  it('pages deeper than the lists go are read from the database, continuing where the lists end', async () => {
    const expected = (await shownIds()).filter((id) => id !== other.id);
    const deepest = Math.floor(MAX_LIST_LENGTH / SEARCH_PAGE_SIZE);
    for (const page of [deepest, deepest + 1, deepest + 2]) {
      const answer = await search(`page=${page}`, other.cookie);
      const from = (page - 1) * SEARCH_PAGE_SIZE;
      expect(answer.results.map((c) => c.id), `page ${page}`).toEqual(expected.slice(from, from + SEARCH_PAGE_SIZE));
      expect(answer.numResults).toBe(expected.length);
    }
  });

  it('searchers who arrive while a list is being read wait for that read instead of repeating it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const before = listStats(server.db);
    const answers = await Promise.all([viewer, other, blocked, other, viewer].map((m) => search('gender=male&page=1', m.cookie)));
    const after = listStats(server.db);
    // The viewer and the member they block leave someone out and always ask the list (three asks);
    // `other`, who leaves out nobody else, may get the answer shared with visitors instead.
    expect(after.asked - before.asked).toBeGreaterThanOrEqual(3);
    expect(after.read - before.read).toBe(1);
    const expected = await shownIds('male');
    expect(answers[1]?.results.map((c) => c.id)).toEqual(expected.filter((id) => id !== other.id).slice(0, SEARCH_PAGE_SIZE));
  });

  it('a list is read again after 2 seconds: a member who joins shows by then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await search('page=1', other.cookie)).results.map((c) => c.id);
    const newcomer = await activeMember(server);
    expect((await search('page=1', other.cookie)).results.map((c) => c.id), 'the list read a moment ago').toEqual(before);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await search('page=1', other.cookie)).results[0]?.id).toBe(newcomer.id);
  });
});
