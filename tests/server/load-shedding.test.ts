import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shed } from '../../server/http/load-shedding';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './helpers/members';

/**
 * Load shedding (issue 36, point 3): while the event loop falls behind, API calls are answered 503
 * with Retry-After before their work starts; the settings and the health checks stay answered.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SHED_LOOP_DELAY_MS: '50' });
});
afterAll(() => server.close());

/** Keeps the event loop behind, as a flood of work would: 80 ms of work in every 90 ms. */
function overload(): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + 80;
    while (Date.now() < until);
  }, 10);
  return () => clearInterval(timer);
}

describe('load shedding', () => {
  it('sheds the API calls and nothing else', () => {
    expect(shed('/api/members.php?country=NL')).toBe(true);
    expect(shed('/api/live.php')).toBe(true);
    expect(shed('/staff/api/overview')).toBe(true);
    expect(shed('/api/settings.php?country=NL')).toBe(false);
    for (const url of ['/healthz', '/readyz', '/', '/members/12', '/sw.js', '/assets/app.js', '/photos/a.jpg']) expect(shed(url)).toBe(false);
  });

  it('answers API calls 503 with Retry-After while the event loop falls behind; the settings and health checks stay answered; all comes back after', async () => {
    const search = () => call(server, 'GET', '/api/members.php');
    // A server just started on a busy machine (CI's) may itself be behind for a moment: calm first.
    await expect.poll(async () => (await search()).statusCode).toBe(200);

    const stop = overload();
    try {
      await expect.poll(async () => (await search()).statusCode, { interval: 20 }).toBe(503);
      // At the same moment, under the same measure of the loop.
      const [shedding, ...answered] = await Promise.all(['/api/members.php', '/api/settings.php', '/healthz', '/readyz'].map((url) => call(server, 'GET', url)));
      expect(shedding!.statusCode).toBe(503);
      expect(shedding!.headers['retry-after']).toBe('2');
      expect(shedding!.json()).toMatchObject({ error: 'service_unavailable' });
      expect(answered.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    } finally {
      stop();
    }
    await expect.poll(async () => (await search()).statusCode).toBe(200);
  });
});
