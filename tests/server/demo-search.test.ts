import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../common/api/members';
import { settingsResponseSchema } from '../../common/api/settings';
import { userResponseSchema } from '../../common/api/user';
import { SEARCH_PAGE_SIZE } from '../../common/constants';
import { defaultSearchFilters, searchQuery } from '../../common/rules/search-filters';
import { DEMO_LOGIN, SECOND_DEMO_LOGIN, seedMembers } from '../../server/seed/seed';
import { cookieOf, logIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './helpers/members';

/**
 * Issue 33, point 9: what a newcomer meets first on a fresh `npm start` (300 demo members, as many
 * near the demo logins as the start draws): each demo login's first search fills a page, and a
 * visitor's first cards have faces.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 300, { nearDemoLogins: 100 });
});
afterAll(() => server.close());

const search = async (query: Record<string, string | undefined>, cookie?: string) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return searchResponseSchema.parse((await call(server, 'GET', `/api/members.php?${params}`, undefined, cookie)).json());
};

describe('a fresh site’s demo data', () => {
  it.each([DEMO_LOGIN, SECOND_DEMO_LOGIN])('fills the first page of $email’s own first search', async ({ email, password }) => {
    const cookie = cookieOf(await logIn(server, email, password));
    const { user } = userResponseSchema.parse((await call(server, 'GET', '/api/user.php', undefined, cookie)).json());
    const { settings } = settingsResponseSchema.parse((await call(server, 'GET', '/api/settings.php')).json());
    const filters = defaultSearchFilters(user!, settings, new Date());
    const first = await search(searchQuery(filters, 1), cookie);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.numResults).toBeGreaterThan(SEARCH_PAGE_SIZE);
  });

  it('shows a visitor faces first: no card of the first page is without a photo', async () => {
    const first = await search(searchQuery({ country: 'NL' }, 1));
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.results.filter((card) => card.photo === null).map((card) => card.name)).toEqual([]);
  });
});
