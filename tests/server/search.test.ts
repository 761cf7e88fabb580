import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchResponse } from '../../common/api/members';
import { SEARCH_PAGE_SIZE } from '../../common/constants';
import { COUNTRY_CODES, type CountryCode } from '../../common/countries';
import { GENDERS, type Gender } from '../../common/enums';
import { ageOn } from '../../common/rules/age';
import { regionsByCountry } from '../../server/domain/profiles/places';
import { seedMembers } from '../../server/seed/seed';
import { newMember, PASSWORD } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';

/**
 * GET /api/members.php: every answer is checked against the database itself, read here without the
 * server's query code: who is shown, in which order, and how many there are.
 */

let server: TestServer;
/** The searcher, a visible member like them, and members the searcher must never find. */
let viewer: RealMember;
let control: RealMember;
let blockedByViewer: RealMember;
let blockerOfViewer: RealMember;
let invisible: RealMember;
let leaving: RealMember;
let unconfirmedId: number;

const today = () => new Date();
/** The day `years` years ago: a member born then turns that age today. */
const yearsAgo = (years: number) => {
  const now = today();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
};

beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 300);
  // New Zealand has few demo members: the real members all fit on one page of a NZ search.
  const nz = { country: 'NZ' as const, gender: 'female' as const, seeking: 'male' as const };
  [viewer, control, blockedByViewer, blockerOfViewer, invisible, leaving] = await Promise.all([
    activeMember(server, nz),
    activeMember(server, { ...nz, date_of_birth: yearsAgo(30) }),
    activeMember(server, nz),
    activeMember(server, nz),
    activeMember(server, nz),
    activeMember(server, nz),
  ]);
  const unconfirmed = await newMember(server, nz);
  unconfirmedId = (await server.db.selectFrom('users').select('id').where('email', '=', unconfirmed.email).executeTakeFirstOrThrow()).id;

  expect((await call(server, 'POST', '/api/block.php', { id: blockedByViewer.id }, viewer.cookie)).statusCode).toBe(200);
  expect((await call(server, 'POST', '/api/block.php', { id: viewer.id }, blockerOfViewer.cookie)).statusCode).toBe(200);
  expect((await call(server, 'PUT', '/api/user.php', { invisible: true }, invisible.cookie)).statusCode).toBe(200);
  expect((await call(server, 'DELETE', '/api/user.php', { password: PASSWORD }, leaving.cookie)).statusCode).toBe(200);
});
afterAll(() => server.close());

interface Filter {
  gender?: Gender;
  country?: CountryCode;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
}

const query = (filter: Filter & { page?: number; network?: string }) =>
  new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();

async function search(filter: Filter & { page?: number }, cookie?: string): Promise<SearchResponse> {
  const response = await call(server, 'GET', `/api/members.php?${query(filter)}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

interface Row {
  id: number;
  gender: Gender;
  country: CountryCode;
  region: string | null;
  age: number;
}

/** Every member shown to others, newest first, read straight from the tables. */
async function shownMembers(): Promise<Row[]> {
  const rows = await server.db.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.id')
    .select(['profiles.id', 'profiles.gender', 'profiles.country', 'profiles.region', 'profiles.birth_date'])
    .where('profiles.status', '=', 'active').where('users.status', '=', 'active').where('users.invisible', '=', 0)
    .execute();
  return rows.map((r) => ({ id: r.id, gender: r.gender, country: r.country, region: r.region, age: ageOn(r.birth_date, today()) }))
    .sort((a, b) => b.id - a.id);
}

const matching = (rows: Row[], f: Filter, excluded: number[] = []) => rows.filter((r) =>
  (f.gender === undefined || r.gender === f.gender) && (f.country === undefined || r.country === f.country)
  && (f.countryregion === undefined || r.region === f.countryregion)
  && (f.min_age === undefined || r.age >= f.min_age) && (f.max_age === undefined || r.age <= f.max_age)
  && !excluded.includes(r.id));

/** Who the viewer never finds: themselves and both sides of their blocks. */
const viewerExcluded = () => [viewer.id, blockedByViewer.id, blockerOfViewer.id];

describe('filters', () => {
  it('every result has the gender, country, region and age asked for', async () => {
    const rows = await shownMembers();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const perRegion = new Map<string, number>();
    for (const r of rows) if (r.country === 'DE' && r.region) perRegion.set(r.region, (perRegion.get(r.region) ?? 0) + 1);
    const [busiest] = [...perRegion].sort((a, b) => b[1] - a[1]);
    const filters: Filter[] = [
      { gender: 'female', country: 'DE', min_age: 25, max_age: 40 },
      { gender: 'male', min_age: 50 },
      { max_age: 24 },
      { country: 'DE', countryregion: busiest![0] },
      { country: 'US' },
    ];
    for (const filter of filters) {
      const answer = await search(filter, viewer.cookie);
      expect(answer.results.length, JSON.stringify(filter)).toBeGreaterThan(0);
      for (const card of answer.results) {
        const row = byId.get(card.id)!;
        expect(row, `${card.id} is not a shown member`).toBeDefined();
        if (filter.gender) expect(row.gender).toBe(filter.gender);
        if (filter.country) expect(card.country).toBe(filter.country);
        if (filter.countryregion) expect(row.region).toBe(filter.countryregion);
        expect(card.age).toBe(row.age);
        expect(card.age).toBeGreaterThanOrEqual(filter.min_age ?? 18);
        expect(card.age).toBeLessThanOrEqual(filter.max_age ?? 99);
      }
      // Exactly the members the tables say, newest first, and as many as there are.
      const expected = matching(rows, filter, viewerExcluded());
      expect(answer.results.map((c) => c.id), JSON.stringify(filter)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((r) => r.id));
      expect(answer.numResults, JSON.stringify(filter)).toBe(expected.length);
      expect(answer.similar_results).toEqual([]);
    }
  });

  it('counts the age range by birthdays: turning 30 today is 30, not 29', async () => {
    const ids = async (filter: Filter) => (await search({ country: 'NZ', ...filter }, viewer.cookie)).results.map((c) => c.id);
    expect(await ids({ min_age: 30, max_age: 30 })).toContain(control.id);
    expect(await ids({ max_age: 29 })).not.toContain(control.id);
    expect(await ids({ min_age: 31 })).not.toContain(control.id);
  });

  it('on 29 February, someone born on 1 March of a year without 29 February has the age their card says', async () => {
    const leapDay = new Date('2028-02-29T12:00:00.000Z');
    const leap = await startTestServer({}, { now: () => leapDay });
    try {
      const member = await activeMember(leap, { country: 'NZ', date_of_birth: '2009-03-01' });
      const find = async (q: string) => searchResponseSchema.parse((await call(leap, 'GET', `/api/members.php?country=NZ&${q}`)).json()).results;
      // Their birthday is tomorrow: they are 18 today.
      expect((await find('min_age=18')).map((c) => ({ id: c.id, age: c.age }))).toEqual([{ id: member.id, age: 18 }]);
      expect((await find('min_age=18&max_age=18')).map((c) => c.id), 'aged 18 within 18–18').toEqual([member.id]);
      expect((await find('min_age=19')).map((c) => c.id), 'aged 18 not within 19+').toEqual([]);
    } finally {
      await leap.close();
    }
  });

  it('pages 1 and 2 are disjoint, newest id first, and continue each other', async () => {
    const rows = matching(await shownMembers(), {}, viewerExcluded());
    const [one, two] = [await search({ page: 1 }, viewer.cookie), await search({ page: 2 }, viewer.cookie)];
    expect(one.page).toBe(1);
    expect(two.page).toBe(2);
    expect(one.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(two.results).toHaveLength(SEARCH_PAGE_SIZE);
    const ids = [...one.results, ...two.results].map((c) => c.id);
    expect(new Set(ids).size).toBe(2 * SEARCH_PAGE_SIZE);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(rows.slice(0, 2 * SEARCH_PAGE_SIZE).map((r) => r.id));
    expect(one.numResults).toBe(rows.length);
    expect(two.numResults).toBe(rows.length);
  });

  it('numResults is the real count for a small filter', async () => {
    const small = { country: 'AT' as const, gender: 'male' as const };
    const answer = await search(small, viewer.cookie);
    expect(answer.numResults).toBe(matching(await shownMembers(), small, viewerExcluded()).length);
    expect(answer.numResults).toBe(answer.results.length);
  });

  it('numResults is the real count for a filter that fills exactly one page', async () => {
    const rows = await shownMembers();
    // A filter with exactly 20 matches: a full page 1 and nothing after it.
    let exact: Filter | undefined;
    for (const country of COUNTRY_CODES) {
      for (const gender of [undefined, ...GENDERS]) {
        for (let min = 18; min <= 80 && !exact; min++) {
          const filter = { country, ...(gender ? { gender } : {}), min_age: min };
          if (matching(rows, filter, viewerExcluded()).length === SEARCH_PAGE_SIZE) exact = filter;
        }
      }
    }
    expect(exact, 'the demo members have a filter with exactly 20 matches').toBeDefined();
    const answer = await search(exact!, viewer.cookie);
    expect(answer.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(answer.numResults).toBe(SEARCH_PAGE_SIZE);
  });

  it('a page past the end is empty and still tells the real count', async () => {
    const small = { country: 'AT' as const, gender: 'male' as const };
    const expected = matching(await shownMembers(), small, viewerExcluded()).length;
    expect(expected).toBeLessThan(SEARCH_PAGE_SIZE);
    const answer = await search({ ...small, page: 2 }, viewer.cookie);
    expect(answer.results).toEqual([]);
    expect(answer.numResults).toBe(expected);
  });
});

describe('who is never found', () => {
  it('leaves out the searcher, unconfirmed, invisible and leaving members, and both sides of a block', async () => {
    const answer = await search({ country: 'NZ' }, viewer.cookie);
    expect(answer.numResults).toBeLessThan(SEARCH_PAGE_SIZE);
    const ids = answer.results.map((c) => c.id);
    expect(ids).toContain(control.id);
    for (const id of [viewer.id, blockedByViewer.id, blockerOfViewer.id, invisible.id, leaving.id, unconfirmedId]) expect(ids).not.toContain(id);
    expect(answer.numResults).toBe(matching(await shownMembers(), { country: 'NZ' }, viewerExcluded()).length);
  });

  it('a block hides only the two members from each other', async () => {
    const ofControl = (await search({ country: 'NZ' }, control.cookie)).results.map((c) => c.id);
    expect(ofControl).toEqual(expect.arrayContaining([viewer.id, blockedByViewer.id, blockerOfViewer.id]));
    expect(ofControl).not.toContain(control.id);
    expect((await search({ country: 'NZ' }, blockedByViewer.cookie)).results.map((c) => c.id)).not.toContain(viewer.id);
    expect((await search({ country: 'NZ' }, blockerOfViewer.cookie)).results.map((c) => c.id)).not.toContain(viewer.id);
    const loggedOut = (await search({ country: 'NZ' })).results.map((c) => c.id);
    expect(loggedOut).toEqual(expect.arrayContaining([viewer.id, control.id, blockedByViewer.id, blockerOfViewer.id]));
    for (const id of [invisible.id, leaving.id, unconfirmedId]) expect(loggedOut).not.toContain(id);
  });
});

describe('wrong filters', () => {
  const get = (q: string) => call(server, 'GET', `/api/members.php?${q}`, undefined, viewer.cookie);

  it('refuses a minimum age above the maximum', async () => {
    const response = await get('min_age=40&max_age=30');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ error: 'age_range', message: 'The minimum age cannot be above the maximum age.' });
    expect((await get('min_age=30&max_age=30')).statusCode).toBe(200);
  });

  it('refuses a region of another country, or without a country', async () => {
    for (const q of ['country=DE&countryregion=NL-NH', 'countryregion=NL-NH', 'country=NL&countryregion=NL-XX']) {
      const response = await get(q);
      expect(response.statusCode, q).toBe(400);
      expect(errorOf(response), q).toMatchObject({ error: 'invalid_region', params: { field: 'countryregion' } });
    }
  });

  it('refuses values out of range', async () => {
    for (const q of ['page=0', 'page=251', 'page=1.5', 'min_age=17', 'max_age=100', 'min_age=abc', 'gender=other', 'country=JP']) {
      const response = await get(q);
      expect(response.statusCode, q).toBe(400);
      expect(errorOf(response).error, q).toBe('invalid_input');
    }
  });
});

describe('similar results', () => {
  it('offers the whole country when a region and age range have nobody', async () => {
    const region = regionsByCountry().NZ[0]!.code;
    const answer = await search({ country: 'NZ', countryregion: region, min_age: 99, max_age: 99 }, viewer.cookie);
    expect(answer.results).toEqual([]);
    expect(answer.numResults).toBe(0);
    const expected = matching(await shownMembers(), { country: 'NZ' }, viewerExcluded());
    expect(answer.similar_results.map((c) => c.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((r) => r.id));
    expect(answer.similar_numResults).toBe(expected.length);
  });

  it('widens the region first: the same age in the whole country', async () => {
    const rows = await shownMembers();
    let found: { filter: Filter; wider: Filter } | undefined;
    for (const row of rows.filter((r) => r.region)) {
      const others = regionsByCountry()[row.country].filter((r) => r.code !== row.region);
      const empty = others.find((r) => matching(rows, { country: row.country, countryregion: r.code, min_age: row.age, max_age: row.age }).length === 0);
      if (empty) {
        found = {
          filter: { country: row.country, countryregion: empty.code, min_age: row.age, max_age: row.age },
          wider: { country: row.country, min_age: row.age, max_age: row.age },
        };
        break;
      }
    }
    const answer = await search(found!.filter, viewer.cookie);
    expect(answer.numResults).toBe(0);
    const expected = matching(rows, found!.wider, viewerExcluded());
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.similar_results.map((c) => c.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((r) => r.id));
    expect(answer.similar_numResults).toBe(expected.length);
  });
});

describe('logged-out search', () => {
  it('is open by default', async () => {
    const answer = await search({ country: 'NZ' });
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('LOGGED_OUT_SEARCH=none asks visitors to log in, even with a traffic source', async () => {
    const closed = await startTestServer({ LOGGED_OUT_SEARCH: 'none' });
    try {
      for (const q of ['', '?network=facebook']) {
        const response = await call(closed, 'GET', `/api/members.php${q}`);
        expect(response.statusCode, q).toBe(403);
        expect(errorOf(response), q).toMatchObject({ error: 'search_login_required', message: 'Log in to search for members.' });
      }
      const { cookie } = await newMember(closed);
      expect((await call(closed, 'GET', '/api/members.php', undefined, cookie)).statusCode).toBe(200);
      // A member's answer to the same query, made just before, is not a visitor's to take.
      expect((await call(closed, 'GET', '/api/members.php')).statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('LOGGED_OUT_SEARCH_TRAFFICSOURCE=all opens it to visitors who bring a network', async () => {
    const tracked = await startTestServer({ LOGGED_OUT_SEARCH: 'none', LOGGED_OUT_SEARCH_TRAFFICSOURCE: 'all' });
    try {
      for (const q of ['', '?network=']) {
        const response = await call(tracked, 'GET', `/api/members.php${q}`);
        expect(response.statusCode, q).toBe(403);
        expect(errorOf(response).error, q).toBe('search_login_required');
      }
      const open = await call(tracked, 'GET', '/api/members.php?network=facebook');
      expect(open.statusCode).toBe(200);
      expect(searchResponseSchema.parse(open.json())).toMatchObject({ page: 1, numResults: 0 });
    } finally {
      await tracked.close();
    }
  });
});

// Visitors and members who leave nobody out of an answer get one answer made once per query
// (searchAudience): whatever was asked before, a member's own exclusions still hold.
describe('answers shared with visitors', () => {
  it('a member with blocks is never sent the visitors\' answer to the same query', async () => {
    const asVisitor = (await search({ country: 'NZ', gender: 'female' })).results.map((c) => c.id);
    expect(asVisitor).toEqual(expect.arrayContaining([viewer.id, blockedByViewer.id, blockerOfViewer.id]));
    const answer = await search({ country: 'NZ', gender: 'female' }, viewer.cookie);
    for (const id of viewerExcluded()) expect(answer.results.map((c) => c.id)).not.toContain(id);
    expect(answer.numResults).toBe(matching(await shownMembers(), { country: 'NZ', gender: 'female' }, viewerExcluded()).length);
  });

  it('a member who matches the query is left out of it and of its count', async () => {
    const filter = { country: 'NZ', min_age: 30, max_age: 30 } as const;
    const asVisitor = await search(filter);
    expect(asVisitor.results.map((c) => c.id)).toContain(control.id);
    const answer = await search(filter, control.cookie);
    expect(answer.results.map((c) => c.id)).toEqual(asVisitor.results.map((c) => c.id).filter((id) => id !== control.id));
    expect(answer.numResults).toBe(asVisitor.numResults - 1);
  });

  it('a member the query does not touch gets the visitors\' answer', async () => {
    const filter = { country: 'DE', gender: 'male' } as const;
    const answer = await search(filter, control.cookie);
    expect(answer.numResults).toBeGreaterThan(0);
    expect(answer).toEqual(await search(filter));
  });

  it('when nothing matches, the wider search offered leaves the member out', async () => {
    const filter = { country: 'NZ', min_age: 99, max_age: 99 } as const;
    const asVisitor = await search(filter);
    expect(asVisitor.numResults).toBe(0);
    expect(asVisitor.similar_results.map((c) => c.id)).toContain(control.id);
    const answer = await search(filter, control.cookie);
    expect(answer.similar_results.map((c) => c.id)).not.toContain(control.id);
    expect(answer.similar_numResults).toBe(asVisitor.similar_numResults - 1);
  });

  it('a member whose profile changed since the server last read it is still not shown to themselves', async () => {
    const mover = await activeMember(server, { country: 'NZ', gender: 'male', seeking: 'female' });
    // The server keeps the member's own row from this search: New Zealand.
    await search({ country: 'NZ' }, mover.cookie);
    await server.db.updateTable('profiles').set({ country: 'IE', region: null }).where('id', '=', mover.id).execute();
    const asVisitor = await search({ country: 'IE', gender: 'male' });
    expect(asVisitor.results.map((c) => c.id)).toContain(mover.id);
    const answer = await search({ country: 'IE', gender: 'male' }, mover.cookie);
    expect(answer.results.map((c) => c.id)).not.toContain(mover.id);
  });
});
