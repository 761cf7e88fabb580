import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchFinderResponseSchema, type Match } from '../../common/api/members';
import { userResponseSchema, type Profile } from '../../common/api/user';
import type { Interest } from '../../common/enums';
import { ageOn } from '../../common/rules/age';
import { compatible, matchAgeRange, matchScore } from '../../common/rules/match';
import { regionsByCountry } from '../../server/domain/profiles/places';
import { seedMembers } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';

/** GET /api/match-finder.php, checked against the tables and common/rules/match; and the profile editor. */

let server: TestServer;
/** A woman looking for men, a man looking for men, a man looking for women near the first, and a member editing. */
let me: RealMember;
let gay: RealMember;
let suitor: RealMember;
let editor: RealMember;
let myRegion: string;
const MY_INTERESTS: Interest[] = ['hiking', 'wine', 'music', 'travelling', 'cooking', 'reading'];
const MIN_AGE = 18;

beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 300);
  [me, gay, suitor, editor] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL', date_of_birth: '1990-06-15' }),
    activeMember(server, { gender: 'male', seeking: 'male', country: 'DE', date_of_birth: '1985-03-01' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL', date_of_birth: '1991-01-20' }),
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL', date_of_birth: '1995-09-09' }),
  ]);
  // The Dutch region with the most men: some matches share it, most do not.
  const men = await server.db.selectFrom('profiles').select('region').where('country', '=', 'NL').where('gender', '=', 'male')
    .where('region', 'is not', null).execute();
  const counts = new Map<string, number>();
  for (const { region } of men) counts.set(region!, (counts.get(region!) ?? 0) + 1);
  myRegion = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  expect((await call(server, 'PUT', '/api/profile.php', { region: myRegion, interests: MY_INTERESTS }, me.cookie)).statusCode).toBe(200);
  expect((await call(server, 'PUT', '/api/profile.php', { region: myRegion, interests: ['wine', 'hiking', 'bbq'] }, suitor.cookie)).statusCode).toBe(200);
});
afterAll(() => server.close());

async function matchesOf(cookie: string): Promise<Match[]> {
  const response = await call(server, 'GET', '/api/match-finder.php', undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  return matchFinderResponseSchema.parse(response.json()).matches;
}

async function profileRow(id: number) {
  return server.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function interestsOf(id: number): Promise<Interest[]> {
  return (await server.db.selectFrom('profile_interests').select('interest').where('profile_id', '=', id).execute()).map((r) => r.interest);
}

/** Checks every match of a member against the rules, and answers the scores in the order given. */
async function checkMatches(member: RealMember, matches: Match[]): Promise<number[]> {
  const mine = await profileRow(member.id);
  const today = new Date();
  const myAge = ageOn(mine.birth_date, today);
  const range = matchAgeRange(myAge, MIN_AGE);
  const myInterests = await interestsOf(member.id);
  const regionName = regionsByCountry()[mine.country].find((r) => r.code === mine.region)?.name ?? null;
  const scores: number[] = [];
  for (const { profile, reason } of matches) {
    expect(profile.id).not.toBe(member.id);
    const theirs = await profileRow(profile.id);
    expect(compatible(mine, theirs), `${mine.gender}/${mine.sexuality} and ${theirs.gender}/${theirs.sexuality}`).toBe(true);
    const age = ageOn(theirs.birth_date, today);
    expect(profile.age).toBe(age);
    expect(age).toBeGreaterThanOrEqual(range.min);
    expect(age).toBeLessThanOrEqual(range.max);
    const interests = await interestsOf(profile.id);
    expect([...reason.shared_interests].sort()).toEqual(interests.filter((i) => myInterests.includes(i)).sort());
    expect(reason.region).toBe(mine.region !== null && theirs.region === mine.region ? regionName : null);
    scores.push(matchScore({ region: mine.region, age: myAge, interests: myInterests },
      { region: theirs.region, age, interests, hasPhoto: profile.photo !== null }).score);
  }
  return scores;
}

describe('GET /api/match-finder.php', () => {
  it('needs a session', async () => {
    const response = await call(server, 'GET', '/api/match-finder.php');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).error).toBe('authentication_required');
  });

  it('suggests only members who look for each other, of a fitting age, best first, with true reasons', async () => {
    const matches = await matchesOf(me.cookie);
    expect(matches.length).toBeGreaterThan(5);
    const scores = await checkMatches(me, matches);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Some share the region, some do not; and shared interests are found.
    expect(matches.some((m) => m.reason.region !== null)).toBe(true);
    expect(matches.some((m) => m.reason.region === null)).toBe(true);
    expect(matches.some((m) => m.reason.shared_interests.length > 0)).toBe(true);
  });

  it('suggests the best-scoring 24 of all compatible members, compatriots first when there are enough', async () => {
    const mine = await profileRow(me.id);
    const today = new Date();
    const myAge = ageOn(mine.birth_date, today);
    const range = matchAgeRange(myAge, MIN_AGE);
    const myInterests = await interestsOf(me.id);
    const blocks = await server.db.selectFrom('blocks').selectAll().where((eb) => eb.or([eb('blocker_id', '=', me.id), eb('blocked_id', '=', me.id)])).execute();
    const blocked = new Set(blocks.flatMap((b) => [b.blocker_id, b.blocked_id]));
    const rows = await server.db.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.id')
      .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved').on('photos.is_private', '=', 0))
      .select(['profiles.id', 'profiles.gender', 'profiles.sexuality', 'profiles.birth_date', 'profiles.country', 'profiles.region', 'photos.id as photo'])
      .where('profiles.status', '=', 'active').where('users.status', '=', 'active').where('users.invisible', '=', 0).execute();
    const candidates = [];
    for (const row of rows) {
      const age = ageOn(row.birth_date, today);
      if (row.id === me.id || blocked.has(row.id) || !compatible(mine, row) || age < range.min || age > range.max) continue;
      const { score } = matchScore({ region: mine.region, age: myAge, interests: myInterests },
        { region: row.region, age, interests: await interestsOf(row.id), hasPhoto: row.photo !== null });
      candidates.push({ id: row.id, country: row.country, score });
    }
    const national = candidates.filter((c) => c.country === mine.country);
    const pool = national.length >= 24 ? national : candidates;
    const best = pool.sort((a, b) => b.score - a.score || b.id - a.id).slice(0, 24).map((c) => c.id);
    expect((await matchesOf(me.cookie)).map((m) => m.profile.id)).toEqual(best);
  });

  it('a nearby member with shared interests comes with both reasons', async () => {
    const match = (await matchesOf(me.cookie)).find((m) => m.profile.id === suitor.id);
    expect(match).toBeDefined();
    const regionName = regionsByCountry().NL.find((r) => r.code === myRegion)!.name;
    expect(match!.reason.region).toBe(regionName);
    expect([...match!.reason.shared_interests].sort()).toEqual(['hiking', 'wine']);
    // And he sees her the same way.
    const back = (await matchesOf(suitor.cookie)).find((m) => m.profile.id === me.id);
    expect(back?.reason.region).toBe(regionName);
  });

  it('works for a man looking for men as well', async () => {
    const matches = await matchesOf(gay.cookie);
    expect(matches.length).toBeGreaterThan(0);
    const scores = await checkMatches(gay, matches);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const { profile } of matches) expect(['gay', 'bi']).toContain((await profileRow(profile.id)).sexuality);
  });

  it('never suggests members across a block, in either direction, nor invisible ones', async () => {
    const before = await matchesOf(me.cookie);
    const [first, second] = before.filter((m) => m.profile.id !== suitor.id);
    expect((await call(server, 'POST', '/api/block.php', { id: first!.profile.id }, me.cookie)).statusCode).toBe(200);
    // Demo members cannot log in: their block is written as the endpoint would.
    await server.db.insertInto('blocks').values({ blocker_id: second!.profile.id, blocked_id: me.id, created_at: new Date().toISOString() }).execute();
    // Written behind the product's back: told of as the endpoint tells of its own (server/domain/accounts/kept-copies.ts).
    await server.bus.broadcast({ type: 'blocks-changed', memberIds: [second!.profile.id, me.id] });
    expect((await call(server, 'PUT', '/api/user.php', { invisible: true }, suitor.cookie)).statusCode).toBe(200);

    const after = (await matchesOf(me.cookie)).map((m) => m.profile.id);
    expect(after).not.toContain(first!.profile.id);
    expect(after).not.toContain(second!.profile.id);
    expect(after).not.toContain(suitor.id);
    expect(after.length).toBeGreaterThan(0);

    expect((await call(server, 'DELETE', '/api/block.php', { id: first!.profile.id }, me.cookie)).statusCode).toBe(200);
    expect((await matchesOf(me.cookie)).map((m) => m.profile.id)).toContain(first!.profile.id);
  });
});

describe('PUT /api/profile.php (profile editor)', () => {
  const put = (payload: object, cookie = editor.cookie) => call(server, 'PUT', '/api/profile.php', payload, cookie);
  const current = async (): Promise<Profile> =>
    userResponseSchema.parse((await call(server, 'GET', '/api/user.php', undefined, editor.cookie)).json()).user!.profile;

  const EVERYTHING = {
    gender: 'male', sexuality: 'bi', date_of_birth: '1985-02-03', country: 'DE', region: 'DE-BY', city: 'München',
    tattoos: true, hair_color: 'dark blond', eye_color: 'green', body_type: 'slim', relationship_status: 'single',
    interests: ['hiking', 'wine', 'music'], about_me: 'Bergsteiger und Weinliebhaber.', signup_reason: 'To meet people nearby.',
  } as const;

  it('needs a session', async () => {
    expect((await call(server, 'PUT', '/api/profile.php', { city: 'Utrecht' })).statusCode).toBe(403);
  });

  it('saves every field, and GET /api/user.php shows them', async () => {
    const response = await put(EVERYTHING);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      gender: 'male', sexuality: 'bi', date_of_birth: '1985-02-03', age: ageOn('1985-02-03', new Date()),
      country: { code: 'DE', name: 'Germany' }, region: 'DE-BY', city: 'München', tattoos: true, hair_color: 'dark blond',
      eye_color: 'green', body_type: 'slim', relationship_status: 'single', about_me: EVERYTHING.about_me, signup_reason: EVERYTHING.signup_reason,
    };
    expect(userResponseSchema.parse(response.json()).user!.profile).toMatchObject(expected);
    const profile = await current();
    expect(profile).toMatchObject(expected);
    expect([...profile.interests].sort()).toEqual(['hiking', 'music', 'wine']);
  });

  it('replaces the interests, and clears fields set to null', async () => {
    expect((await put({ interests: ['tea', 'biking'] })).statusCode).toBe(200);
    expect([...(await current()).interests].sort()).toEqual(['biking', 'tea']);
    expect((await put({ interests: [], tattoos: null, hair_color: null, about_me: '   ' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ interests: [], tattoos: null, hair_color: null, about_me: null, city: 'München' });
  });

  it('moving to another country forgets the old region and city', async () => {
    expect((await put({ country: 'AT' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ country: { code: 'AT' }, region: null, city: null });
    expect((await put({ country: 'DE', region: 'DE-BY', city: 'Augsburg' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ country: { code: 'DE' }, region: 'DE-BY', city: 'Augsburg' });
  });

  describe('refuses bad input and changes nothing at all', () => {
    const seventeen = () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
    };
    /** Each bad field comes with good ones, which must not be saved either. */
    const GOOD = { about_me: 'This must not be saved.', city: 'Nürnberg', interests: ['sushi'], eye_color: 'blue' };
    const cases: [string, () => object, string][] = [
      ['too young', () => ({ date_of_birth: seventeen() }), 'too_young'],
      ['no such day', () => ({ date_of_birth: '2001-02-30' }), 'invalid_birth_date'],
      ['not a date', () => ({ date_of_birth: '3-2-1985' }), 'invalid_birth_date'],
      ['repeated interest', () => ({ interests: ['wine', 'hiking', 'wine'] }), 'interests_repeated'],
      ['unknown interest', () => ({ interests: ['wine', 'knitting'] }), 'invalid_input'],
      ['unknown hair colour', () => ({ hair_color: 'purple' }), 'invalid_input'],
      ['region of another country', () => ({ region: 'NL-NH' }), 'invalid_region'],
      ['new country with a region of the old one', () => ({ country: 'AT', region: 'DE-BY' }), 'invalid_region'],
    ];
    it.each(cases)('%s', async (_name, bad, code) => {
      const before = await current();
      const response = await put({ ...GOOD, ...bad() });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).error).toBe(code);
      expect(await current()).toEqual(before);
    });

    it('too young says the minimum age', async () => {
      expect(errorOf(await put({ date_of_birth: seventeen() }))).toMatchObject({
        error: 'too_young', message: 'Enter your date of birth (18+)', params: { min_age: 18, field: 'date_of_birth' },
      });
    });
  });
});
