import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../common/api/errors';
import { unsubscribeToken } from '../../server/domain/notifications/unsubscribe-token';
import { removePhotoFiles, storePhotoFiles } from '../../server/domain/profiles/photo-sizes';
import { startSession } from '../../server/domain/accounts/sessions';
import { seedMembers } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call } from './helpers/members';
import { setUpStaff } from './helpers/staff';
import { badBodies, badFiles, badHeaders, badPaths, badQueries, hostileTextCases, strayQueries, type BadCase } from './security/bad-input';
import { checksum, unsafeTexts } from './security/database-state';
import { BUILT_FILE, MAIL_EVENTS_SECRET, ROUTES, type RouteRequest, type RouteRow, type SuiteContext } from './security/route-table';

/**
 * The living security suite: every route of the server, read from Fastify itself, is in the table
 * of security/route-table.ts, and for each the suite checks sessions, other members' objects,
 * blocks, and bad input made by fast-check (docs/security.md). SECURITY_FUZZ_RUNS sets the runs per
 * route (a deeper nightly run: 1000).
 */

const FUZZ_RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 25);

let server: TestServer;
let ctx: SuiteContext;
const registered = new Set<string>();

/** A build of the app in small: the shell with an inline style, a script, the service worker. */
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-suite-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><style>body{margin:0}</style><script type="module" src="/assets/app.js"></script></head></html>');
fs.mkdirSync(path.join(staticDir, 'assets'));
fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'export {};');
fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');

/** Each built file is a route of its own; they are served alike, so the table has one row for them all. */
const tableKey = (method: string, url: string) => (/^\/(api|photos|resell-photos|sandbox|staff\/api)\/|^\/(healthz|readyz)$/.test(url) ? `${method} ${url}` : `${method} ${BUILT_FILE}`);

beforeAll(async () => {
  // Free messages enough for every request of the suite: A never runs out of credits to write to B; nor reaches the direct-debit limit.
  server = await startTestServer({ STATIC_DIR: staticDir, FREE_MESSAGES: '1000', DIRECT_DEBIT_LIMIT: '10000000', MAIL_EVENTS_SECRET, MEMBER_RESELL: 'yes' }, {
    onRoute: ({ method, url }) => {
      // Fastify adds a HEAD for every GET by itself; it answers as the GET does.
      if (method !== 'HEAD') registered.add(tableKey(method, url));
    },
  });
  await seedMembers(server.db, server.storage, 30);
  const a = await activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
  const b = await activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' });
  // Pays by direct debit: A stays a free member.
  const c = await activeMember(server, { gender: 'female', seeking: 'female', country: 'NL' });
  // Alike enough that A's search, match finder and home page show B, so hiding B across a block is seen.
  for (const member of [a, b]) {
    await call(server, 'PUT', '/api/profile.php', { region: 'NL-NH', interests: ['travel', 'music', 'cooking'] }, member.cookie);
  }
  // Photos of their own (seeded members share avatar files, and a shared file is as open as its most open use).
  const webp = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#68c' } }).webp().toBuffer();
  const photo = async (ownerId: number, isPrivate: boolean, main: boolean) => {
    const fileKey = `u${ownerId}-${randomBytes(8).toString('hex')}`;
    await storePhotoFiles(server.storage, fileKey, async () => webp);
    const { id } = await server.db.insertInto('photos')
      .values({ profile_id: ownerId, file_key: fileKey, status: 'approved', is_private: isPrivate ? 1 : 0, created_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    if (main) await server.db.updateTable('profiles').set({ main_photo_id: id }).where('id', '=', ownerId).execute();
    return { id, fileKey };
  };
  ctx = {
    a, b,
    aPhoto: await photo(a.id, false, true),
    bPublicPhoto: await photo(b.id, false, true),
    bPrivatePhoto: await photo(b.id, true, false),
    freshCookie: async () => `auth.session=${await startSession(server.db, a.id, new Date())}`,
    aWritesB: async () => {
      const response = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: b.id, kind: 'text', body: 'Hello B' }, a.cookie);
      const { message } = response.json<{ message: { id: number; conversation: number } }>();
      return { conversation: message.conversation, message: message.id };
    },
    bLikesA: async () => {
      await server.db.insertInto('likes').values({ liker_id: b.id, liked_id: a.id, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing()).execute();
    },
    jpeg: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c86' } }).jpeg().toBuffer(),
    aPayment: await startedPayment(a.cookie),
    bPayment: await startedPayment(b.cookie),
    cStartsDirectDebit: async () => ({ cookie: c.cookie, ...(await startedDirectDebit(c.cookie, '06 11223344')) }),
    bDirectDebit: await startedDirectDebit(b.cookie, '06 87654321'),
    aUnsubscribeToken: await unsubscribeToken(server.db, a.id, 'new_messages', new Date()),
    resellPhoto: await resellCard(webp),
    staff: await setUpStaff(server, 'admin', () => new Date()),
    otherStaff: (await setUpStaff(server, 'moderator', () => new Date())).id,
    freshStaffCookie: async () => (await setUpStaff(server, 'support', () => new Date())).cookie,
  };
});
/** A cam/resell card as the partner's feed would have brought it (server/domain/search/resell-feed.ts): its photo's file name. */
async function resellCard(photo: Buffer) {
  const hash = 'ab'.repeat(16);
  await server.db.insertInto('resell_cards').values({
    id: 'cam-1', position: 0, partner: 'LiveCams', name: 'Cam', age: 25, gender: 'female', url: 'https://partner.example/cam-1',
    photo_source: 'https://partner.example/cam-1.jpg', photo_hash: hash, photo, updated_at: new Date().toISOString(),
  }).execute();
  return `${hash}.webp`;
}

/** A payment started at the sandbox provider, waiting at its checkout. */
async function startedPayment(cookie: string) {
  const { payment } = (await call(server, 'POST', '/api/payments.php', { package: 'p0', method: 'ideal' }, cookie)).json<{ payment: { id: number } }>();
  const { provider_id: providerId } = await server.db.selectFrom('payments').select('provider_id').where('id', '=', payment.id).executeTakeFirstOrThrow();
  return { id: payment.id, providerId: providerId! };
}

/** A direct debit started by the form, with the code read from the text it added to the SMS folder. */
async function startedDirectDebit(cookie: string, phone: string) {
  const dir = server.config.payments.smsDir;
  const texts = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const before = new Set(texts());
  const body = { package: 'p0', holder: 'Anna Visser', iban: 'NL91ABNA0417164300', phone };
  const { verification } = (await call(server, 'POST', '/api/directdebit.php', body, cookie)).json<{ verification: number }>();
  const [added] = texts().filter((name) => !before.has(name));
  const text = fs.readFileSync(path.join(dir, added!), 'utf8').split('\n\n')[1]!;
  return { verification, code: /\b\d{6}\b/.exec(text)![0] };
}

afterAll(async () => {
  for (const { fileKey } of [ctx.aPhoto, ctx.bPublicPhoto, ctx.bPrivatePhoto]) await removePhotoFiles(server.storage, fileKey);
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const [methodOf, urlOf] = [(key: string) => key.split(' ')[0]!, (key: string) => key.split(' ')[1]!];

/** Sends a route's request (or a bad case built from it) as the given session. */
function send(key: string, row: RouteRow, request: RouteRequest, cookie: string | undefined, bad?: BadCase) {
  const query = bad?.query ?? new URLSearchParams(request.query ?? {}).toString();
  const body = bad?.body ?? request.raw?.bytes ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const contentType = bad?.contentType ?? request.raw?.type ?? (request.body === undefined ? undefined : 'application/json');
  const target = (request.url ?? urlOf(key)).replace('*', bad?.path ?? request.path ?? '');
  return server.app.inject({
    // Each request from an address of its own: the login slowdown for an address failing often would stretch the run.
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    method: methodOf(key) as 'GET',
    url: query ? `${target}?${query}` : target,
    headers: { ...row.headers, ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}), ...bad?.headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** A's request, or on a staff row the suite's admin's. */
async function asA(key: string, row: RouteRow, request: RouteRequest, bad?: BadCase) {
  const cookie = { none: undefined, staff: ctx.staff.cookie, required: ctx.a.cookie, optional: ctx.a.cookie }[row.session];
  return send(key, row, request, request.cookie ?? cookie, bad);
}

/** A refusal: 4xx with a readable message (the photo files answer plain text), or a mail link's redirect to its error page. */
function expectRefused(row: RouteRow, response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  if (row.refusesWith === 'redirect' && response.statusCode === 303) {
    expect(String(response.headers.location)).toMatch(/error|=no/);
    return;
  }
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  if (row.input !== 'path') expect(errorResponseSchema.parse(response.json()).message).not.toBe('');
}

/** Blocks written straight into the database are told of as the product tells of its own (server/domain/accounts/kept-copies.ts). */
const blocksChanged = () => server.bus.broadcast({ type: 'blocks-changed', memberIds: [ctx.a.id, ctx.b.id] });

async function blockAByB(): Promise<void> {
  await server.db.insertInto('blocks').values({ blocker_id: ctx.b.id, blocked_id: ctx.a.id, created_at: new Date().toISOString() }).execute();
  await blocksChanged();
}

/** Removes whatever a check left between A and B, so the next route starts from the same place. */
async function clearBetweenAAndB(): Promise<void> {
  const pair = [ctx.a.id, ctx.b.id];
  await server.db.deleteFrom('blocks').where('blocker_id', 'in', pair).where('blocked_id', 'in', pair).execute();
  await blocksChanged();
  await server.db.deleteFrom('likes').where('liker_id', 'in', pair).where('liked_id', 'in', pair).execute();
  await server.db.deleteFrom('swipes').where('user_id', 'in', pair).where('profile_id', 'in', pair).execute();
}

/** Member ids in an answer: every `id` at any depth. */
function idsIn(body: string): number[] {
  const ids: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'id' && typeof inner === 'number') ids.push(inner);
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(body));
  return ids;
}

function badInput(row: RouteRow, request: RouteRequest): fc.Arbitrary<BadCase> {
  switch (row.input) {
    case 'body': return badBodies(request.body as Record<string, unknown>);
    case 'query': return badQueries(request.query ?? {});
    case 'raw': return badFiles();
    case 'path': return badPaths();
    case 'none': return strayQueries();
  }
}

/** One bad request: never a 5xx; what the schema refuses is not accepted; a refusal changes nothing. */
async function checkBadInput(key: string, row: RouteRow, bad: BadCase): Promise<void> {
  const request = await row.valid(ctx);
  const before = await checksum(server.db);
  const response = await asA(key, row, request, bad);
  expect(response.statusCode, `${bad.what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const refusedBySchema = row.schema !== undefined && bad.parsed !== undefined && !row.schema.safeParse(bad.parsed).success;
  const accepted = response.statusCode < 300 || (response.statusCode === 303 && !/error|=no/.test(String(response.headers.location)));
  if (refusedBySchema) expect(accepted, `${bad.what} was accepted`).toBe(false);
  if (!accepted) {
    expectRefused(row, response);
    expect(await checksum(server.db), `${bad.what} changed the database`).toBe(before);
  }
}

describe('the route table', () => {
  it('holds every route of the server, and no route the server does not have', () => {
    expect(registered.size).toBeGreaterThan(30);
    expect([...registered].filter((route) => !(route in ROUTES)), 'routes missing from tests/server/security/route-table.ts').toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !registered.has(route)), 'rows of routes the server does not have').toEqual([]);
    const ownWithoutB = Object.entries(ROUTES).filter(([, row]) => row.ids === 'own' && !row.aimedAtB).map(([route]) => route);
    expect(ownWithoutB, 'routes on their own objects need aimedAtB').toEqual([]);
  });
});

describe.each(Object.entries(ROUTES))('%s', (key, row) => {
  afterAll(clearBetweenAAndB);

  if (row.session === 'required') it('without a session: 403 authentication_required, nothing changed', async () => {
    const request = await row.valid(ctx);
    const before = await checksum(server.db);
    const response = await send(key, row, request, undefined);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required', authentication_required: true });
    expect(await checksum(server.db)).toBe(before);
  });

  if (row.session === 'staff') it("without a staff session, or with a member's: 401 staff_login_required, nothing changed", async () => {
    const request = await row.valid(ctx);
    const before = await checksum(server.db);
    for (const cookie of [undefined, ctx.a.cookie]) {
      const response = await send(key, row, request, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'staff_login_required' });
    }
    expect(await checksum(server.db)).toBe(before);
  });

  it("as A: reveals nothing private of B's, and on B's own objects changes nothing", async () => {
    const { b, bPrivatePhoto } = ctx;
    const secrets = await server.db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', b.id).executeTakeFirstOrThrow();
    const sessions = (await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', b.id).execute()).map((s) => s.token_hash);
    const request = row.aimedAtB?.(ctx) ?? await row.valid(ctx);
    const before = await checksum(server.db);
    const response = await asA(key, row, request);
    expect(response.statusCode).toBeLessThan(500);
    for (const secret of [secrets.email, secrets.password_hash, bPrivatePhoto.fileKey, ...sessions]) expect(response.body).not.toContain(secret);
    if (row.aimedAtB) {
      expectRefused(row, response);
      expect(await checksum(server.db)).toBe(before);
    }
  });

  if (row.acrossBlock === 'refused') it('across a block (B blocked A): refused, nothing changed; without it, answered', async () => {
    await clearBetweenAAndB();
    await blockAByB();
    const request = await row.valid(ctx);
    const before = await checksum(server.db);
    expectRefused(row, await asA(key, row, request));
    expect(await checksum(server.db)).toBe(before);
    await clearBetweenAAndB();
    expect((await asA(key, row, await row.valid(ctx))).statusCode).toBeLessThan(300);
  });

  if (row.acrossBlock === 'hidden') it('across a block (B blocked A): B is left out of the answer; without it, B is in it', async () => {
    await clearBetweenAAndB();
    const open = await asA(key, row, await row.valid(ctx));
    expect(open.statusCode).toBe(200);
    expect(idsIn(open.body)).toContain(ctx.b.id);
    await blockAByB();
    const blocked = await asA(key, row, await row.valid(ctx));
    expect(blocked.statusCode).toBe(200);
    expect(idsIn(blocked.body)).not.toContain(ctx.b.id);
  });

  if (row.acrossBlock === 'allowed') it('across a block (B blocked A): still possible (it undoes or adds distance)', async () => {
    await clearBetweenAAndB();
    await blockAByB();
    expect((await asA(key, row, await row.valid(ctx))).statusCode).toBeLessThan(300);
  });

  it(`bad input (hostile text in every field, ${FUZZ_RUNS} random cases, cookies and headers): a 4xx with a message, never a 5xx; refused input changes nothing, accepted input stores nothing unsafe`, async () => {
    await clearBetweenAAndB();
    for (const bad of hostileTextCases(row, await row.valid(ctx))) await checkBadInput(key, row, bad);
    // Failed password checks from one address are answered more and more slowly (slowdownMs): calls that make one get a fifth of the random runs.
    const numRuns = row.checksPassword ? Math.ceil(FUZZ_RUNS / 5) : FUZZ_RUNS;
    await fc.assert(fc.asyncProperty(badInput(row, await row.valid(ctx)), (bad) => checkBadInput(key, row, bad)), { numRuns });
    await fc.assert(fc.asyncProperty(badHeaders(), (bad) => checkBadInput(key, row, bad)), { numRuns: Math.ceil(numRuns / 2) });
    expect(await unsafeTexts(server.db)).toEqual([]);
  });
});
