import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/** A stand-in for the built PWA: the server's caching and fallback rules do not depend on its content. */
function fakeBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
}

let server: TestServer;
beforeAll(async () => {
  const staticDir = path.join(process.env.TMPDIR ?? '/tmp', `amora-dist-${process.pid}`);
  fakeBuild(staticDir);
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(server.config.staticDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('serving the PWA', () => {
  it('caches hashed assets for a year and revalidates sw.js and the manifest', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/members', '/members/42', '/members/42/chat', '/likes/received', '/credits/3/ideal', '/landers/gallery/summer', '/pages/faq'])(
    'answers the client route %s with the app shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/members/abc', '/nope', '/likes/unknown', '/credits/3/bitcoin', '/assets/missing.js'])(
    'answers %s with the shell and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    },
  );
});
