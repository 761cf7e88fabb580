import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStateSchema, type BootState } from '../../common/api/boot';
import { shellRenderer } from '../../server/http/shell';
import { newMember } from './helpers/accounts';
import { activeMember } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/test-server';

/** A stand-in for the built PWA: the server's caching and fallback rules do not depend on its content. */
function fakeBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>');
  // Vite's manifest, as the build writes it (vite.config.ts): the login route, its layout and two catalogues.
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({
    '_app-1.js': { file: 'assets/app-1.js' },
    '_form-1.js': { file: 'assets/form-1.js', imports: ['_app-1.js'], css: ['assets/form-1.css'] },
    'locales/de/messages.po': { file: 'assets/messages-de1.js', imports: ['_app-1.js'] },
    'locales/en/messages.po': { file: 'assets/messages-en1.js', imports: ['_app-1.js'] },
    'src/routes/_default.tsx?tsr-split=component': { file: 'assets/_default-1.js', imports: ['_app-1.js'] },
    'src/routes/_default/login.tsx?tsr-split=component---loader': { file: 'assets/login-1.js', imports: ['_app-1.js', '_form-1.js'] },
    'src/routes/_default/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error-1.js', imports: ['_app-1.js'] },
  }));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  // As the build writes them (scripts/vite-precompress.ts).
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1);'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync('console.log(1);'));
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

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('serving the PWA', () => {
  it('caches hashed assets for a year and revalidates sw.js and the manifest', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy the browser accepts, brotli first, and says the answer varies by it', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': expect.stringMatching(/javascript/), vary: expect.stringMatching(/accept-encoding/i) });
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1);');
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1);');
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it.each(['/', '/members', '/members/42', '/members/42/chat', '/likes/received', '/credits/3/ideal', '/landers/gallery/summer', '/pages/faq'])(
    'answers the client route %s with the app shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
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

/** The boot state of a served shell (server/http/shell.ts). */
function bootStateOf(html: string): BootState {
  const json = /<script type="application\/json" id="boot-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error(`no boot state in ${html}`);
  return bootStateSchema.parse(JSON.parse(json));
}

describe('the shell served to a first visit', () => {
  it('holds the settings, no member for a visitor, and the locale of Accept-Language, with the page in that language', async () => {
    const response = await get('/login', { 'accept-language': 'de-CH, fr;q=0.8' });
    const state = bootStateOf(response.body);
    const settings = await get('/api/settings.php');
    expect(state).toEqual({ settings: settings.json().settings, user: null, locale: 'de' });
    expect(response.body).toContain('<html lang="de">');
    // It names the member: kept apart per browser, cookie and language.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
  });

  it('is compressed as the browser accepts, brotli first, and varies by it', async () => {
    const plain = await get('/login', { 'accept-language': 'nl' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/login', { 'accept-language': 'nl', 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/login', { 'accept-language': 'nl', 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.vary).toMatch(/accept-encoding/);
  });

  it('answers the first calls of the search as the API does, for the member\'s default search; a page without such calls has none', async () => {
    const { cookie } = await newMember(server, { name: 'Eva' });
    const state = bootStateOf((await get('/members', { cookie })).body);
    const urls = Object.keys(state.answers ?? {});
    expect(urls).toContain('/api/regions.php');
    const search = urls.find((url) => url.startsWith('/api/members.php?'));
    expect(search).toMatch(/page=1$/);
    expect(state.answers![search!]).toEqual((await get(search!, { cookie })).json());
    expect(state.answers!['/api/regions.php']).toEqual((await get('/api/regions.php')).json());
    expect(bootStateOf((await get('/login')).body).answers).toBeUndefined();
  });

  it('answers a profile\'s call and preloads its first photo; a visitor arriving from a network gets that network\'s search', async () => {
    const { id } = await activeMember(server);
    const key = `u${id}-main0a0a0a0a0a0a`;
    const photo = (await server.db.insertInto('photos').values({ profile_id: id, file_key: key, status: 'approved', is_private: 0, created_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow()).id;
    await server.db.updateTable('profiles').set({ main_photo_id: photo }).where('id', '=', id).execute();
    const html = (await get(`/members/${id}`)).body;
    expect(bootStateOf(html).answers).toEqual({ [`/api/profile.php?id=${id}`]: (await get(`/api/profile.php?id=${id}`)).json() });
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/photos/${key}-full.webp">`);

    const search = Object.keys(bootStateOf((await get('/members?network=ads&sub=7')).body).answers ?? {}).find((url) => url.startsWith('/api/members.php?'));
    expect(search).toMatch(/page=1&network=ads$/);
  });

  it('preloads the page\'s leading photo at high priority, its address unable to leave the attribute', () => {
    const render = shellRenderer(fs.readFileSync(path.join(server.config.staticDir, 'index.html'), 'utf8'), server.config.staticDir);
    const state = { settings: {} as BootState['settings'], user: null, locale: 'en' as const };
    expect(render(state, 'members', '/photos/7/card.webp?a="b"&c')).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/photos/7/card.webp?a=&quot;b&quot;&amp;c">');
    expect(render(state, 'members', null)).not.toContain('rel="preload"');
  });

  it('prefers the language cookie, and the domain\'s language when the browser names none of ours', async () => {
    expect(bootStateOf((await get('/', { cookie: 'i18n_redirected=pl', 'accept-language': 'de' })).body).locale).toBe('pl');
    expect(bootStateOf((await get('/', { 'accept-language': 'ja' })).body).locale).toBe('en');
  });

  it('names the logged-in member as user.php does, with their text unable to close the element', async () => {
    const { cookie } = await newMember(server, { name: 'Eva</script><script>' });
    const response = await get('/members', { cookie });
    expect(response.body).not.toContain('Eva</script>');
    expect(bootStateOf(response.body).user).toEqual((await get('/api/user.php', { cookie })).json().user);
  });

  it('reads the settings of the page\'s query, and plain settings when settings.php would refuse the query', async () => {
    expect(bootStateOf((await get('/?country=be')).body).settings.geoip_selected_country).toBe('BE');
    expect(bootStateOf((await get('/?country=belgium')).body).settings).toEqual((await get('/api/settings.php')).json().settings);
  });

  it('preloads the locale\'s catalogue and the route\'s chunks with their imports and styles, none the shell loads already', async () => {
    const html = (await get('/login', { 'accept-language': 'en' })).body;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.sort()).toEqual(['/assets/_default-1.js', '/assets/form-1.js', '/assets/login-1.js', '/assets/messages-en1.js']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/form-1.css">');
    // A path that is no route gets its catalogue only.
    const notFound = (await get('/nope', { 'accept-language': 'en' })).body;
    expect([...notFound.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/assets/messages-en1.js']);
  });
});
