import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../common/api/user';
import { logIn, slowdownMs } from '../../server/domain/accounts/login';
import { hashPassword } from '../../server/domain/accounts/passwords';
import { scryptEraHash } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
const PASSWORD = 'correct horse battery';

async function addMember(email: string, passwordHash?: string): Promise<number> {
  const { id } = await server.db
    .insertInto('users')
    .values({ email, password_hash: passwordHash ?? await hashPassword(PASSWORD), status: 'active', language: 'nl', signup_date: '2026-11-01T10:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('profiles').values({
    id, status: 'active', name: 'Eva', gender: 'female', sexuality: 'bi', birth_date: '1990-03-04', country: 'NL', region: 'NL-UT',
    city: 'Utrecht', tattoos: 1, hair_color: 'red', eye_color: 'green', body_type: 'slim', relationship_status: 'single',
    about_me: 'Hoi!', signup_reason: null, main_photo_id: null,
  }).execute();
  await server.db.insertInto('profile_interests').values([{ profile_id: id, interest: 'hiking' }, { profile_id: id, interest: 'wine' }]).execute();
  return id;
}

const login = (email: string, password: string, ip = '203.0.113.7') =>
  server.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password }, remoteAddress: ip });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0]!;
const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, 'x-request-type': 'client' } });

beforeAll(async () => {
  server = await startTestServer();
  await addMember('eva@example.test');
  await addMember('locked@example.test');
});
afterAll(() => server.close());

describe('POST /api/user.php (login)', () => {
  it('logs in with a session cookie: auth. prefix, HttpOnly, SameSite Lax, 30 days', async () => {
    const response = await login('  Eva@Example.test ', PASSWORD);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^auth\.session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({ status: 'active', credits: 0, paid_user: false, language: 'nl', fictional_icon: false });
    expect(user!.profile).toMatchObject({ name: 'Eva', country: { code: 'NL', name: 'Netherlands' }, tattoos: true, main_image: null });
    expect(user!.profile.interests.sort()).toEqual(['hiking', 'wine']);
  });

  it('keeps only a hash of the token on the server', async () => {
    const token = cookieOf(await login('eva@example.test', PASSWORD)).split('=')[1]!;
    const hashes = (await server.db.selectFrom('sessions').select('token_hash').execute()).map((s) => s.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });

  it('GET /api/user.php answers the member of the session', async () => {
    const cookie = cookieOf(await login('eva@example.test', PASSWORD));
    expect(userResponseSchema.parse((await me(cookie)).json()).user?.profile.name).toBe('Eva');
    expect((await me('auth.session=forged-token')).json()).toEqual({ user: null });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login('eva@example.test', 'not the password', '198.51.100.1');
    const unknown = await login('nobody@example.test', 'whatever', '198.51.100.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'login_failed', message: 'Login failed, please try again' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('blocks an account after 5 failures within 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('locked@example.test', `wrong ${i}`, '198.51.100.2')).statusCode).toBe(401);
    const sixth = await login('locked@example.test', PASSWORD, '198.51.100.3');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'login_blocked', message: 'Too many incorrect attempts, account blocked for 15 min.', params: { minutes: 15 },
    });
  });

  it('lets a blocked account in again once the window has passed (time injected)', async () => {
    const later = new Date(Date.now() + 16 * 60_000);
    const result = await logIn(server.db, { email: 'locked@example.test', password: PASSWORD, ip: '198.51.100.4' }, later, async () => {});
    expect(result.outcome).toBe('ok');
  });

  it('slows down an address that fails against many accounts', async () => {
    expect(slowdownMs(20)).toBe(0);
    expect(slowdownMs(21)).toBe(250);
    expect(slowdownMs(100)).toBe(3000);
    const waits: number[] = [];
    const now = new Date();
    await server.db.insertInto('login_attempts').values(
      Array.from({ length: 24 }, () => ({ user_id: null, ip: '192.0.2.9', succeeded: 0 as const, created_at: now.toISOString() })),
    ).execute();
    await logIn(server.db, { email: 'x@example.test', password: 'y', ip: '192.0.2.9' }, now, async (ms) => void waits.push(ms));
    expect(waits).toEqual([1000]);
  });

  it('refuses malformed input with a readable message and changes nothing', async () => {
    const before = await server.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await server.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'eva@example.test' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password: /);
    const after = await server.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('passwords hashed before argon2id', () => {
  const hashOf = async (email: string) =>
    (await server.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

  it('still let their member in, and are made anew with argon2id at that login', async () => {
    const old = scryptEraHash(PASSWORD);
    await addMember('scrypt@example.test', old);
    expect((await login('scrypt@example.test', 'not the password', '198.51.100.20')).statusCode).toBe(401);
    expect(await hashOf('scrypt@example.test')).toBe(old);

    expect((await login('scrypt@example.test', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    const made = await hashOf('scrypt@example.test');
    expect(made).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('scrypt@example.test', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    expect(await hashOf('scrypt@example.test')).toBe(made);
  });
});

describe('GET /api/logout.php', () => {
  it('ends the session: the cookie is cleared and replaying it is refused', async () => {
    const cookie = cookieOf(await login('eva@example.test', PASSWORD));
    const response = await server.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie, 'x-request-type': 'client' } });
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^auth\.session=; Max-Age=0;/);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });
});

describe('PUT /api/user.php (language)', () => {
  const put = (payload: unknown, cookie?: string) =>
    server.app.inject({ method: 'PUT', url: '/api/user.php', payload: payload as object, headers: cookie ? { cookie } : {} });

  it('asks for a session with authentication_required, so the client logs out silently', async () => {
    const response = await put({ language: 'de' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required', authentication_required: true });
  });

  it('saves the language on the account', async () => {
    const cookie = cookieOf(await login('eva@example.test', PASSWORD));
    const response = await put({ language: 'pl' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('pl');
    expect((await me(cookie)).json().user.language).toBe('pl');
  });

  it('refuses a language we do not speak and keeps the old one', async () => {
    const cookie = cookieOf(await login('eva@example.test', PASSWORD));
    await put({ language: 'de' }, cookie);
    const response = await put({ language: 'pt' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^language: /);
    expect((await me(cookie)).json().user.language).toBe('de');
  });
});
