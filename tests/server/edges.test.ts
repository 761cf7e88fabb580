import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/config';
import { ConfigError } from '../../server/config/env';
import { seedMembers } from '../../server/seed/seed';
import { cookieOf, signUp, signupInput } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { PRODUCTION_ENV } from './helpers/production-env';

/** The edges of issue 20: mangled cookies, and settings that make no sense. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedMembers(server.db, server.storage, 10);
});
afterAll(() => server.close());

describe('a session cookie that does not decode', () => {
  it('is no session: 200 with no member, and the cookie is cleared', async () => {
    const response = await server.app.inject({ url: '/api/user.php', headers: { cookie: 'auth.session=%' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^auth\.session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('on a call that needs a session is the usual 403, not a 500', async () => {
    const response = await server.app.inject({ url: '/api/blocks.php', headers: { cookie: 'auth.session=%E0%A4%A; i18n_redirected=%' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required' });
  });
});

describe('the session cookie', () => {
  it('is Secure when the public address is https, though the request came over http from the proxy', async () => {
    const behindProxy = await startTestServer({ PUBLIC_URL: 'https://amora.example' });
    try {
      const response = await behindProxy.app.inject({ url: '/api/user.php', headers: { cookie: 'auth.session=gone' } });
      expect(String(response.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('a photo asked for again', () => {
  it('has a length and validators, and is a 304 while unchanged', async () => {
    const { profiles } = (await server.app.inject({ url: '/api/featured.php' })).json();
    const url = profiles[0].photo.card as string;
    const first = await server.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);

    const again = await server.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, max-age=86400');
    const since = await server.app.inject({ url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);
    expect((await server.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });
});

describe('a write sent again with its Idempotency-Key', () => {
  const accounts = async (email: string) => (await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  it('gets the first answer again, cookie included, and the write happens once', async () => {
    const input = signupInput();
    const key = { 'idempotency-key': 'f3b6c1de-9a5e-4c39-8c1e-2d7f0a1b2c3d' };
    const first = await signUp(server, input, key);
    expect(first.statusCode).toBe(201);
    const again = await signUp(server, input, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await accounts(input.email)).toBe(1);
    // Without the key the same signup is a second write, refused as such.
    expect((await signUp(server, input)).statusCode).toBe(409);
  });

  it('with another request is refused with 422, and nothing is written', async () => {
    const key = { 'idempotency-key': 'another-key-0001' };
    expect((await signUp(server, signupInput(), key)).statusCode).toBe(201);
    const other = signupInput();
    const reused = await signUp(server, other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await accounts(other.email)).toBe(0);
  });

  it('a refusal is kept as the answer too; a key that is no key is refused', async () => {
    const key = { 'idempotency-key': 'young-signup-key' };
    const young = signupInput({ date_of_birth: '2020-01-01' });
    expect((await signUp(server, young, key)).statusCode).toBe(400);
    expect((await signUp(server, young, key)).headers['idempotent-replayed']).toBe('true');
    const bad = await signUp(server, signupInput(), { 'idempotency-key': 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_idempotency_key' });
  });

  it('keeps the answer only encrypted: the stored row holds neither the session cookie nor the e-mail', async () => {
    const input = signupInput();
    const response = await signUp(server, input, { 'idempotency-key': 'sealed-answer-key' });
    const token = cookieOf(response).split('=')[1]!;
    const rows = await server.db.selectFrom('idempotent_requests').selectAll().execute();
    const stored = JSON.stringify(rows.map((row) => ({ ...row, answer: row.answer?.toString('latin1') })));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(input.email);
    expect(stored).not.toContain('sealed-answer-key');
  });
});

describe('configuration', () => {
  it.each([
    ['PORT', '8080x', 'a whole number from 1 to 65535'],
    ['DEFAULT_COUNTRY', 'XX', 'one of US, NL'],
    ['SIGNUPS', 'sometimes', 'one of all, with_trafficsource, none'],
    ['PUBLIC_URL', 'amora.example', 'an address starting with http:// or https://'],
    ['SITE_ENTRY_COUNTRIES', 'NL,XX', 'a comma-separated list of US, NL'],
  ])('%s=%s is refused, naming the variable and what it takes', (name, value, takes) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`Configuration: ${name}="${value}" is not valid; ${name} takes ${takes}`);
  });

  it('a wrong address or key is refused without printing its password or the key', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://:hunter2@cache.example:6379/x' })).toThrow('Configuration: REDIS_URL="redis://:***@cache.example:6379/x" is not valid');
    expect(() => loadConfig({ REDIS_URL: 'redis://:hunter2@cache example' })).toThrow('Configuration: REDIS_URL="redis://***@cache example" is not valid');
    expect(() => loadConfig({ MOLLIE_API_KEY: 'not-a-key-hunter2' })).toThrow(/^Configuration: MOLLIE_API_KEY="\*\*\*" is not valid/);
  });

  it('the defaults are all valid', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, site: { defaultCountry: 'NL' }, rateLimits: { like: { max: 60 } } });
  });

  it('a development server answers this machine only; a public one every address, for its proxy', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION_ENV, DATA_DIR: '/var/lib/amora' }).host).toBe('0.0.0.0');
  });

  it.each([['PORT', '8080x'], ['DEFAULT_COUNTRY', 'XX']])('npm start with %s=%s exits non-zero with the one line', (name, value) => {
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'tests/crash/server-entry.ts'], {
      env: { ...process.env, [name]: value }, encoding: 'utf8', timeout: 60_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim()).toBe(`Configuration: ${name}="${value}" is not valid; ${name} takes ${name === 'PORT' ? 'a whole number from 1 to 65535' : 'one of US, NL, BE, FR, IT, ES, DE, AT, IE, GB, CA, PL, AU, NZ, CH'}.`);
  });
});
