import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainHost } from '../../server/http/security';
import { newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { errorOf } from './helpers/members';

/**
 * Issue 32, the second probe: the faults of the request itself (its Host, its path, its
 * Idempotency-Key), one describe each, named by the fault's number. Each failed on the code before
 * the fix.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const resetMails = (to: string) => server.mails.filter((mail) => mail.to === to && mail.kind === 'password_reset');

describe('1. a forged Host', () => {
  it('is refused with 400 host_invalid, and no reset mail goes out', async () => {
    const { email } = await newMember(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email }, headers: { host: 'localhost:@evil.example' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).error).toBe('host_invalid');
    expect(resetMails(email)).toHaveLength(0);
  });

  it('refuses every Host that does not write back to itself, and takes plain ones', () => {
    for (const host of ['localhost:@evil.example', 'localhost:8080@evil.example', 'evil.example/x', 'a b', 'localhost:99999', '', undefined]) {
      expect(isPlainHost(host), String(host)).toBe(false);
    }
    for (const host of ['localhost', 'localhost:8080', 'localhost:80', '127.0.0.1:8181', '[::1]:8080', 'amora.example.de', 'Amora.Example']) {
      expect(isPlainHost(host), host).toBe(true);
    }
  });

  it('without PUBLIC_URL, a plain Host of another site still gets links to this server', async () => {
    const { email } = await newMember(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email }, headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(new URL(resetMails(email).at(-1)!.link).origin).toBe(`http://localhost:${server.config.port}`);
  });

  it('with PUBLIC_URL, links start with it whatever Host the request names', async () => {
    const site = await startTestServer({ PUBLIC_URL: 'https://dating.example/' });
    try {
      const { email } = await newMember(site);
      await site.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email }, headers: { host: 'localhost:8080' } });
      const link = site.mails.filter((mail) => mail.to === email && mail.kind === 'password_reset').at(-1)!.link;
      expect(link).toMatch(/^https:\/\/dating\.example\/reset-password\/do\?token=/);
    } finally {
      await site.close();
    }
  });
});

describe('8. the header check of changing GETs', () => {
  it('holds for a path with an encoded dot: /api/logout%2Ephp without the client header keeps the session', async () => {
    const { cookie } = await newMember(server);
    const logout = await server.app.inject({ method: 'GET', url: '/api/logout%2Ephp', headers: { cookie } });
    expect(logout.statusCode).toBe(403);
    expect(errorOf(logout).error).toBe('cross_site');
    const user = await server.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(user.json().user).not.toBeNull();
  });

  it('holds for /api/auto-like%2Ephp', async () => {
    const { cookie } = await newMember(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/auto-like%2Ephp', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).error).toBe('cross_site');
  });
});

describe('10. Idempotency-Keys of visitors', () => {
  const complaint = { reason: 'scam', text: 'Someone asked me for money on this site, twice.', email: 'visitor@example.org' };
  const complain = (ip: string, key: string) =>
    server.app.inject({ method: 'POST', url: '/api/complaints.php', payload: complaint, remoteAddress: ip, headers: { 'idempotency-key': key } });

  it('are not shared: a second visitor with the same key gets an answer of their own', async () => {
    const key = 'shared-key-0123456789';
    const first = await complain('192.0.2.10', key);
    expect(first.statusCode).toBe(201);
    const second = await complain('192.0.2.11', key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().reference).not.toBe(first.json().reference);
  });

  it('still replay the first answer to the same visitor', async () => {
    const key = 'retry-key-0123456789';
    const first = await complain('192.0.2.12', key);
    const retry = await complain('192.0.2.12', key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().reference).toBe(first.json().reference);
  });
});
