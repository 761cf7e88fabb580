import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../common/api/user';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('session calls', () => {
  it('GET /api/user.php answers { user: null } when logged out, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/user.php', headers: { 'x-request-type': 'client' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(userResponseSchema.parse(response.json())).toEqual({ user: null });
  });

  it('GET /api/logout.php answers { user: null }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/logout.php', headers: { 'x-request-type': 'client' } });
    expect(response.json()).toEqual({ user: null });
  });
});

describe('errors', () => {
  it('an unknown /api path answers 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/nothing-here.php' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'This page could not be found' });
    }
  });

  it('an unexpected failure answers JSON with a message and no stack', async () => {
    const broken = await (await import('./helpers/test-server')).startTestServer();
    await broken.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/featured.php' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'An error occured, please try again later.' });
    expect(response.body).not.toMatch(/at .*\.ts/);
    await broken.app.close();
  });
});
