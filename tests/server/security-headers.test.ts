import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../server/seed/seed';
import { signUp, signupInput } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf } from './helpers/members';

/** Headers on every kind of answer, writes from other sites, and the rate limits. */

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-static-'));
const INLINE_STYLE = '.boot-bar{width:0}';
fs.writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><html><head><style>${INLINE_STYLE}</style><script type="module" src="/assets/app.js"></script></head><body></body></html>`);
fs.mkdirSync(path.join(staticDir, 'assets'));
fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'export {};');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STATIC_DIR: staticDir });
  await seedMembers(server.db, server.storage, 10);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const directives = (csp: string) => new Map(csp.split(';').map((part) => {
  const [name, ...values] = part.trim().split(/\s+/);
  return [name!, values];
}));

describe('security headers', () => {
  const answers = async () => {
    const { profiles } = (await server.app.inject({ url: '/api/featured.php' })).json();
    return {
      'the home page': await server.app.inject({ url: '/' }),
      'the login page': await server.app.inject({ url: '/login' }),
      'a page that does not exist': await server.app.inject({ url: '/no/such/page' }),
      'a built file': await server.app.inject({ url: '/assets/app.js' }),
      'an API answer': await server.app.inject({ url: '/api/user.php' }),
      'an API error': await server.app.inject({ method: 'POST', url: '/api/user.php', payload: {} }),
      'a photo': await server.app.inject({ url: profiles[0].photo.thumb }),
    };
  };

  it('are on every answer: HTML, built files, API answers and errors, photos', async () => {
    for (const [what, response] of Object.entries(await answers())) {
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['permissions-policy'], what).toContain('geolocation=(self)');
      expect(response.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    }
  });

  it('give an API answer a policy that allows nothing, the pages their own', async () => {
    const all = await answers();
    for (const what of ['an API answer', 'an API error'] as const) {
      expect(all[what].headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const what of ['the home page', 'the login page'] as const) {
      expect(directives(String(all[what].headers['content-security-policy'])).get('default-src'), what).toEqual(["'self'"]);
    }
  });

  it('the policy allows scripts from the site only, and the shell inline style by its hash', async () => {
    const csp = directives(String((await server.app.inject({ url: '/' })).headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    const hash = `'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`;
    expect(csp.get('style-src')).toEqual(["'self'", hash]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-inline'");
  });

  it('HSTS only over HTTPS', async () => {
    expect((await server.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const https = await startTestServer({ STATIC_DIR: staticDir, TRUST_PROXY: 'yes' });
    try {
      const response = await https.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    } finally {
      await https.close();
    }
  });
});

describe('requests from other sites', () => {
  it('a write whose Origin is another site is refused 403, and changes nothing', async () => {
    const member = await activeMember(server);
    const other = await activeMember(server);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/block.php', payload: { id: other.id }, headers: { cookie: member.cookie, ...headers } });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ error: 'cross_site', message: expect.stringContaining('another website') });
    }
    expect(await server.db.selectFrom('blocks').selectAll().where('blocker_id', '=', member.id).execute()).toEqual([]);
  });

  it('writes from the site itself and from the installed app (no Origin) work', async () => {
    const member = await activeMember(server);
    const other = await activeMember(server);
    const own = await server.app.inject({
      method: 'POST', url: '/api/like.php', payload: { id: other.id },
      headers: { cookie: member.cookie, host: 'amora.example', origin: 'https://amora.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await call(server, 'DELETE', '/api/like.php', { id: other.id }, member.cookie)).statusCode).toBe(200);
  });

  it('reads from other sites are answered: a link to the site works', async () => {
    const response = await server.app.inject({ url: '/api/featured.php', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => limited.close());

  const expectLimited = (response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
    expect(response.statusCode).toBe(429);
    const error = errorOf(response);
    expect(error.error).toBe('rate_limited');
    expect(error.params?.seconds).toBeGreaterThan(0);
    expect(response.headers['retry-after']).toBe(String(error.params?.seconds));
  };

  it('likes: 60 a minute per member, likes and taking them back together', async () => {
    const member = await activeMember(limited);
    const other = await activeMember(limited);
    for (let i = 0; i < 30; i++) {
      expect((await call(limited, 'POST', '/api/like.php', { id: other.id }, member.cookie)).statusCode).toBe(200);
      expect((await call(limited, 'DELETE', '/api/like.php', { id: other.id }, member.cookie)).statusCode).toBe(200);
    }
    expectLimited(await call(limited, 'POST', '/api/like.php', { id: other.id }, member.cookie));
    // Another member is not held back by it.
    expect((await call(limited, 'POST', '/api/like.php', { id: member.id }, other.cookie)).statusCode).toBe(200);
  });

  it('blocks: 20 a minute per member', async () => {
    const member = await activeMember(limited);
    const other = await activeMember(limited);
    for (let i = 0; i < 10; i++) {
      expect((await call(limited, 'POST', '/api/block.php', { id: other.id }, member.cookie)).statusCode).toBe(200);
      expect((await call(limited, 'DELETE', '/api/block.php', { id: other.id }, member.cookie)).statusCode).toBe(200);
    }
    expectLimited(await call(limited, 'POST', '/api/block.php', { id: other.id }, member.cookie));
  });

  it('photo uploads: 30 an hour per member', async () => {
    const member = await activeMember(limited);
    const upload = () => limited.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: member.cookie, 'content-type': 'image/png' }, payload: Buffer.from('x') });
    for (let i = 0; i < 30; i++) expect((await upload()).statusCode).toBe(415);
    expectLimited(await upload());
  });

  it('signups: 5 an hour per browser and 100 per address, counted whether or not they succeed', async () => {
    const proxied = await startTestServer({ RATE_LIMITS: 'on', TRUST_PROXY: 'yes' });
    const tooYoung = () => signupInput({ date_of_birth: '2020-01-01' });
    try {
      // One browser: its device cookie comes with the first answer, and the sixth try is refused.
      const first = await signUp(proxied, tooYoung(), { 'x-forwarded-for': '203.0.113.8' });
      const device = String(first.headers['set-cookie']).split(';')[0]!;
      expect(device).toMatch(/^auth\.device=[\w-]{22}$/);
      const browser = { 'x-forwarded-for': '203.0.113.8', cookie: device };
      for (let i = 0; i < 4; i++) expect((await signUp(proxied, tooYoung(), browser)).statusCode).toBe(400);
      expectLimited(await signUp(proxied, signupInput(), browser));
      // Another browser behind the same address (a mobile network's) still signs up.
      expect((await signUp(proxied, signupInput(), { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(201);

      // Browsers without the cookie, from one address: 100 an hour, then refused.
      const address = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 100; i++) expect((await signUp(proxied, tooYoung(), address)).statusCode).toBe(400);
      const refused = await signUp(proxied, signupInput(), address);
      expectLimited(refused);
      expect(errorOf(refused).message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
      expect((await signUp(proxied, signupInput(), { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
