import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsResponseSchema } from '../../common/api/payments';
import { COUNTRY_CODES } from '../../common/countries';
import { BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, RELATIONSHIP_STATUSES, SEXUALITIES } from '../../common/enums';
import { ageOn } from '../../common/rules/age';
import { verifyPassword } from '../../server/domain/accounts/passwords';
import { balanceOf } from '../../server/domain/payments/credits';
import { DEMO_CREDITS, DEMO_LOGIN, ensureDemoLogins, memberCount, SECOND_DEMO_LOGIN, seedMembers } from '../../server/seed/seed';
import { cookieOf, logIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './helpers/members';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 300);
});
afterAll(() => server.close());

describe('demo members', () => {
  it('creates the members asked for and two demo logins, a man and a woman looking for each other, with credits', async () => {
    expect(await memberCount(server.db)).toBe(302);
    const logins = [DEMO_LOGIN, SECOND_DEMO_LOGIN];
    const genders = [];
    for (const login of logins) {
      const demo = await server.db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
        .select(['users.id', 'password_hash', 'credits', 'gender', 'fictional', 'users.status']).where('email', '=', login.email).executeTakeFirstOrThrow();
      expect(await verifyPassword(login.password, demo.password_hash)).toBe(true);
      expect(demo).toMatchObject({ credits: DEMO_CREDITS, fictional: 0, status: 'active' });
      expect(await balanceOf(server.db, demo.id)).toBe(DEMO_CREDITS);
      genders.push(demo.gender);
    }
    expect(genders.sort()).toEqual(['female', 'male']);
    const fictionalLogins = await server.db.selectFrom('users').select('password_hash').where('email', 'not in', logins.map((login) => login.email)).execute();
    expect(new Set(fictionalLogins.map((u) => u.password_hash))).toEqual(new Set(['!']));
    // Every start makes sure of them, and adds nothing twice.
    await ensureDemoLogins(server.db, new Date());
    expect(await memberCount(server.db)).toBe(302);
  });

  it('names the demo logins\' credits what they are in their transactions, not an adjustment', async () => {
    const login = await logIn(server, DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(login.statusCode, login.body).toBe(200);
    const answer = await call(server, 'GET', '/api/transactions.php', undefined, cookieOf(login));
    const { spending } = transactionsResponseSchema.parse(answer.json());
    expect(spending.map(({ reason, amount }) => ({ reason, amount }))).toEqual([{ reason: 'demo_credits', amount: DEMO_CREDITS }]);
  });

  it('spreads them over the 15 countries, every enumeration, ages 18 to 80', async () => {
    const profiles = await server.db.selectFrom('profiles').selectAll().where('fictional', '=', 1).execute();
    expect(profiles).toHaveLength(300);
    const values = (key: keyof (typeof profiles)[number]) => new Set(profiles.map((p) => p[key]));
    expect(values('country')).toEqual(new Set(COUNTRY_CODES));
    expect(values('gender')).toEqual(new Set(GENDERS));
    expect(values('sexuality')).toEqual(new Set(SEXUALITIES));
    expect(values('hair_color')).toEqual(new Set(HAIR_COLORS));
    expect(values('eye_color')).toEqual(new Set(EYE_COLORS));
    expect(values('body_type')).toEqual(new Set(BODY_TYPES));
    expect(values('relationship_status')).toEqual(new Set(RELATIONSHIP_STATUSES));
    const ages = profiles.map((p) => ageOn(p.birth_date, new Date()));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(80);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
    for (const p of profiles) {
      expect(p.region?.startsWith(`${p.country}-`)).toBe(true);
      expect(p.city).toBeTruthy();
      expect(p.about_me?.length).toBeGreaterThan(20);
      expect(p.main_photo_id).not.toBeNull();
    }
  });

  it('gives each member interests, a public main photo and some private ones', async () => {
    const withInterests = await server.db.selectFrom('profile_interests').select('profile_id').distinct().execute();
    expect(withInterests).toHaveLength(300);
    const photos = await server.db.selectFrom('photos').innerJoin('profiles', 'profiles.id', 'photos.profile_id')
      .select(['photos.id', 'photos.status', 'photos.file_key', 'photos.is_private', 'profiles.main_photo_id']).execute();
    expect(photos.every((p) => p.status === 'approved' && p.file_key.startsWith('seed/'))).toBe(true);
    const mains = photos.filter((p) => p.id === p.main_photo_id);
    // The 300, and the two demo logins, who have one avatar each.
    expect(mains).toHaveLength(302);
    expect(mains.every((p) => p.is_private === 0)).toBe(true);
    const privates = photos.filter((p) => p.is_private === 1).length;
    expect(privates).toBeGreaterThan(100);
    expect(privates).toBeLessThan(photos.length - 302);
  });

  it('writes the about-me text in the member\'s language', async () => {
    const rows = await server.db
      .selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.id')
      .select(['users.language', 'profiles.about_me']).where('profiles.fictional', '=', 1).execute();
    const polish = rows.filter((r) => r.language === 'pl');
    const dutch = rows.filter((r) => r.language === 'nl');
    expect(polish.length).toBeGreaterThan(0);
    expect(dutch.length).toBeGreaterThan(0);
    // Polish letters appear in Polish texts and never in Dutch ones.
    expect(polish.some((r) => /[ąęłńóśźż]/.test(r.about_me ?? ''))).toBe(true);
    expect(dutch.some((r) => /[ąęłńśźż]/.test(r.about_me ?? ''))).toBe(false);
  });

  it('refuses values outside the enumerations at the database', async () => {
    const insert = server.db.insertInto('profiles').values({
      id: 1, status: 'active', name: 'x', gender: 'male', sexuality: 'hetero', birth_date: '1990-01-01', country: 'NL',
      region: null, city: null, tattoos: null, hair_color: 'green' as never, eye_color: null, body_type: null,
      relationship_status: null, about_me: null, signup_reason: null, main_photo_id: null,
    });
    await expect(insert.execute()).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
  });
});
