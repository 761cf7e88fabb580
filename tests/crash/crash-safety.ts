import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase, type DatabaseConfig, type Db } from '../../server/db/database';
import { grantCredits } from '../../server/domain/payments/credits';
import { PHOTO_SIZES, photoFileName, type PhotoSize } from '../../server/domain/profiles/photo-sizes';
import { signupInput } from '../server/helpers/accounts';
import { freePort } from '../../scripts/free-port';

/**
 * Crash safety: the real server is killed with SIGKILL in the middle of bursts of writes and
 * restarted on the same data. Every write it acknowledged must still be there, the database must be
 * intact, and sessions must survive. A write that was unanswered at the kill may or may not have
 * happened; what the next check finds becomes the state later checks hold the server to.
 *
 * It runs on SQLite, then on PostgreSQL (a database of its own on the machine's server, as the
 * server tests use: tests/server/postgres/admin.ts), where the kill also cuts the connections of
 * the requests under way.
 *
 * Run: npx tsx tests/crash/crash-safety.ts (CRASH_ROUNDS overrides the number of kills).
 */

const ROUNDS = Number.parseInt(process.env.CRASH_ROUNDS ?? '3', 10);
/** Members who write, each signed up first (and so a password hashed each). */
const MEMBERS = 6;
const SIGNUPS_PER_ROUND = 2;
const BURST_MS = { min: 300, max: 1500 };
/** The first start seeds demo members and renders their avatars. */
const FIRST_START_MS = 120_000;
const RESTART_MS = 60_000;
const STOP_MS = 15_000;
const POLL_MS = 100;
const FIELDS = ['about_me', 'city'] as const;
const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];
const FREE_PHOTO_LIMIT = 3;
/** Enough for every message of the run: members write paid messages. */
const CREDITS_PER_MEMBER = 100_000;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'tests/crash/server-entry.ts');

type Field = (typeof FIELDS)[number];
type Fate = 'acknowledged' | 'refused' | 'unanswered';

/**
 * What a stored value may be after a crash: what the last acknowledged write left, or what a write
 * unanswered since may have left. Each entry says where it came from, for the failure message.
 */
class Possible<T> {
  private states: { state: T; by: string }[];

  constructor(state: T, by: string) {
    this.states = [{ state, by }];
  }

  /** The state the client believes in: its last write, whatever became of it. */
  get latest(): T {
    return this.states.at(-1)!.state;
  }

  after(fate: Fate, state: T): void {
    if (fate === 'acknowledged') this.states = [{ state, by: 'acknowledged' }];
    if (fate === 'unanswered') this.states.push({ state, by: 'unanswered at the kill' });
  }

  allows(stored: T): boolean {
    return this.states.some(({ state }) => state === stored);
  }

  describe(): string {
    return this.states.map(({ state, by }) => `${JSON.stringify(state)} (${by})`).join(' or ');
  }

  settle(stored: T): void {
    this.states = [{ state: stored, by: 'found by the previous check' }];
  }
}

interface Photo {
  id: number;
  stored: Possible<boolean>;
}

interface Member {
  index: number;
  id: number;
  email: string;
  cookie: string;
  fields: Record<Field, Possible<string | null>>;
  /** By the liked member's id. */
  likes: Map<number, Possible<boolean>>;
  /** By file key: keys are random and never reused. */
  photos: Map<string, Photo>;
  unansweredUploads: number;
  /** Messages by client id, all to one shown member. */
  messages: Map<string, Possible<boolean>>;
  writesTo: number;
}

interface Account {
  email: string;
  stored: Possible<boolean>;
  session?: { id: number; cookie: string };
}

interface Run {
  /** The checks' own connection beside the server's. */
  db: Db;
  dataDir: string;
  photosDir: string;
  members: Member[];
  accounts: Account[];
  likeTargets: number[];
  photo: Buffer;
  serial: number;
  stats: { acknowledged: number; unanswered: number; checked: number };
}

interface Server {
  child: ChildProcess;
  base: string;
  /** How it ended: "exit code 0", "signal SIGKILL". */
  exited: Promise<string>;
  output: string[];
}

/** One round's writing; `killing.now` turns true as the kill is sent, and the clients stop. */
interface Burst {
  run: Run;
  server: Server;
  round: number;
  killing: { now: boolean };
}

interface Answer {
  status: number;
  body: unknown;
  cookie: string | null;
}

interface UserBody {
  user: { email: string; profile: { id: number } } | null;
}

interface PhotosBody {
  photos: { id: number; thumb: string }[];
}

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function serverEnv(dir: string, port: number, database: DatabaseConfig): NodeJS.ProcessEnv {
  return {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, PHOTOS_DIR: path.join(dir, 'photos'),
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    STATIC_DIR: path.join(dir, 'no-dist'), SEED_MEMBERS: '20', RATE_LIMITS: 'off', LOG_LEVEL: 'warn',
  };
}

function startServer(env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept for the failure message: why a server would not start, or what it said before it broke.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]) => (signal ? `signal ${signal}` : `exit code ${code}`));
  return { child, base: `http://127.0.0.1:${env.PORT}`, exited, output };
}

const hasExited = ({ child }: Server) => child.exitCode !== null || child.signalCode !== null;

const outputOf = (server: Server) => (server.output.length ? `\nits last output:\n  ${server.output.join('\n  ')}` : '');

async function waitUntilReady(server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server)) throw new Error(`the server ended before it was ready (${await server.exited})${outputOf(server)}`);
    if ((await request(server, 'GET', '/api/user.php'))?.status === 200) return;
    await Promise.race([delay(POLL_MS), server.exited]);
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s${outputOf(server)}`);
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  const ended = await Promise.race([server.exited, delay(STOP_MS, null)]);
  if (ended !== 'exit code 0') throw new Error(`the server did not stop cleanly on SIGTERM (${ended ?? 'still running'})${outputOf(server)}`);
}

/** One call; null when no complete answer came (the server was killed before it answered). */
async function request(server: Server, method: string, url: string, options: { cookie?: string; json?: unknown; image?: Buffer } = {}): Promise<Answer | null> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  let body: BodyInit | undefined;
  if (options.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(options.json)];
  if (options.image) [headers['content-type'], body] = ['image/jpeg', new Uint8Array(options.image)];
  let status: number, text: string, cookies: string[];
  try {
    const response = await fetch(server.base + url, { method, headers, body });
    [status, text, cookies] = [response.status, await response.text(), response.headers.getSetCookie()];
  } catch {
    return null;
  }
  const cookie = cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('auth.session=')) ?? null;
  return { status, body: text ? JSON.parse(text) : null, cookie };
}

/**
 * Sends one write and says what became of it. A refusal the caller expects is no write; any other
 * refusal, or no answer while the server was still up, ends the run.
 */
async function write(
  { run, server, killing }: Burst, method: string, url: string, options: Parameters<typeof request>[3], refusals: string[] = [],
): Promise<{ fate: Fate; answer: Answer | null }> {
  const answer = await request(server, method, url, options);
  if (answer === null) {
    if (!killing.now) throw new Error(`${method} ${url} got no answer while the server was running${outputOf(server)}`);
    run.stats.unanswered += 1;
    return { fate: 'unanswered', answer };
  }
  if (answer.status >= 200 && answer.status < 300) {
    run.stats.acknowledged += 1;
    return { fate: 'acknowledged', answer };
  }
  const code = (answer.body as { error?: string } | null)?.error ?? '';
  if (refusals.includes(code)) return { fate: 'refused', answer };
  throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

async function signUpMember(server: Server, index: number, writesTo: number): Promise<Member> {
  const input = signupInput();
  const answer = await request(server, 'POST', '/api/signup.php', { json: input });
  if (answer?.status !== 201 || !answer.cookie) throw new Error(`signup of member ${index} failed: ${JSON.stringify(answer)}`);
  const never = () => new Possible<string | null>(null, 'never written');
  return {
    index, id: (answer.body as UserBody).user!.profile.id, email: input.email, cookie: answer.cookie,
    fields: { about_me: never(), city: never() }, likes: new Map(), photos: new Map(), unansweredUploads: 0, messages: new Map(), writesTo,
  };
}

/** Credits through the ledger, from a second connection beside the running server's. */
async function grantMembersCredits(db: Db, members: Member[]): Promise<void> {
  for (const { id } of members) await grantCredits(db, { userId: id, amount: CREDITS_PER_MEMBER, reason: 'adjustment', key: `crash:${id}`, now: new Date() });
}

/** Members others may like: the seeded ones (new members are shown only once they confirm their address). */
async function shownMembers(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id').select('users.id')
    .where('users.status', '=', 'active').where('profiles.status', '=', 'active').execute();
  return rows.map((row) => row.id);
}

// ── The burst: each member writes one thing after another, all members at once ──

async function setField(burst: Burst, member: Member, field: Field): Promise<void> {
  burst.run.serial += 1;
  const value = `${field} r${burst.round} m${member.index} #${burst.run.serial}`;
  const { fate } = await write(burst, 'PUT', '/api/profile.php', { cookie: member.cookie, json: { [field]: value } });
  member.fields[field].after(fate, value);
}

async function toggleLike(burst: Burst, member: Member): Promise<void> {
  const target = pick(burst.run.likeTargets);
  const like = member.likes.get(target) ?? new Possible(false, 'never written');
  member.likes.set(target, like);
  const liked = !like.latest;
  const { fate } = await write(burst, liked ? 'POST' : 'DELETE', '/api/like.php', { cookie: member.cookie, json: { id: target } });
  like.after(fate, liked);
}

async function uploadPhoto(burst: Burst, member: Member): Promise<void> {
  const { fate, answer } = await write(burst, 'POST', '/api/photos.php', { cookie: member.cookie, image: burst.run.photo }, ['photo_limit']);
  if (fate === 'unanswered') member.unansweredUploads += 1;
  if (fate !== 'acknowledged') return;
  const added = (answer!.body as PhotosBody).photos.map((p) => ({ id: p.id, key: keyOfUrl(p.thumb) })).find((p) => !member.photos.has(p.key));
  if (!added) throw new Error(`POST /api/photos.php for member ${member.index} answered 201 without a new photo: ${JSON.stringify(answer!.body)}`);
  member.photos.set(added.key, { id: added.id, stored: new Possible(true, 'acknowledged') });
}

const keyOfUrl = (url: string) => /\/([^/]+)-thumb\.webp$/.exec(url)?.[1] ?? url;

async function deletePhoto(burst: Burst, member: Member, photo: Photo): Promise<void> {
  const { fate } = await write(burst, 'DELETE', '/api/photos.php', { cookie: member.cookie, json: { id: photo.id } });
  photo.stored.after(fate, false);
}

/** Uploads until the free limit is near, and deletes often enough that both kinds of write keep coming. */
async function changePhotos(burst: Burst, member: Member): Promise<void> {
  const present = [...member.photos.values()].filter((photo) => photo.stored.latest);
  if (present.length > 0 && (present.length >= FREE_PHOTO_LIMIT || Math.random() < 0.4)) await deletePhoto(burst, member, pick(present));
  else await uploadPhoto(burst, member);
}

/** A paid message: stored and paid for in one transaction, shared with the sends that arrive with it. */
async function sendMessage(burst: Burst, member: Member): Promise<void> {
  const clientId = randomUUID();
  const message = new Possible(false, 'never sent');
  member.messages.set(clientId, message);
  const json = { client_id: clientId, to: member.writesTo, kind: 'text', body: `round ${burst.round} #${++burst.run.serial}` };
  const { fate } = await write(burst, 'POST', '/api/messages.php', { cookie: member.cookie, json });
  message.after(fate, true);
}

async function memberWrites(burst: Burst, member: Member): Promise<void> {
  while (!burst.killing.now) {
    await pick([
      () => setField(burst, member, 'about_me'),
      () => setField(burst, member, 'city'),
      () => toggleLike(burst, member),
      () => changePhotos(burst, member),
      () => sendMessage(burst, member),
    ])();
  }
}

async function signups(burst: Burst): Promise<void> {
  for (let i = 0; i < SIGNUPS_PER_ROUND && !burst.killing.now; i++) {
    const input = signupInput();
    const account: Account = { email: input.email, stored: new Possible(false, 'not signed up before') };
    burst.run.accounts.push(account);
    const { fate, answer } = await write(burst, 'POST', '/api/signup.php', { json: input });
    account.stored.after(fate, true);
    if (fate === 'acknowledged') account.session = { id: (answer!.body as UserBody).user!.profile.id, cookie: answer!.cookie! };
  }
}

/** Writes for a random while, then kills the server with writes in flight; resolves once it is gone. */
async function burstAndKill(run: Run, server: Server, round: number): Promise<number> {
  const burst: Burst = { run, server, round, killing: { now: false } };
  const clients = Promise.allSettled([...run.members.map((member) => memberWrites(burst, member)), signups(burst)]);
  const killAfter = between(BURST_MS.min, BURST_MS.max);
  await delay(killAfter);
  burst.killing.now = true;
  server.child.kill('SIGKILL');
  await server.exited;
  for (const client of await clients) if (client.status === 'rejected') throw client.reason;
  return killAfter;
}

// ── The checks after a restart ──

/** Compares one stored value with what it may be, then holds later checks to what was found. */
function expect<T>(run: Run, problems: string[], what: string, possible: Possible<T>, stored: T): void {
  run.stats.checked += 1;
  if (!possible.allows(stored)) problems.push(`${what}: stored ${JSON.stringify(stored)}, must be ${possible.describe()}`);
  possible.settle(stored);
}

/** SQLite's own checks of its file; PostgreSQL keeps its foreign keys itself and has no file of ours to check. */
async function fileIntegrity(db: Db): Promise<string[]> {
  const { rows: integrity } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const problems = integrity.length === 1 && integrity[0]!.integrity_check === 'ok' ? [] : [`integrity_check: ${JSON.stringify(integrity)}`];
  const { rows: foreignKeys } = await sql`pragma foreign_key_check`.execute(db);
  if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys)}`);
  return problems;
}

async function checkDatabase(run: Run, database: DatabaseConfig): Promise<string[]> {
  const { db } = run;
  const problems = database.kind === 'sqlite' ? await fileIntegrity(db) : [];
  for (const account of run.accounts) {
    const stored = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    expect(run, problems, `account ${account.email}`, account.stored, stored !== undefined);
  }
  for (const member of run.members) problems.push(...(await checkMember(run, db, member)));
  problems.push(...(await checkPhotoFiles(run, db)), ...(await checkLedger(db)));
  return problems;
}

async function checkMember(run: Run, db: Db, member: Member): Promise<string[]> {
  const problems: string[] = [];
  const who = `member ${member.index} (id ${member.id})`;
  const profile = await db.selectFrom('profiles').select(['about_me', 'city']).where('id', '=', member.id).executeTakeFirst();
  if (!profile) return [`${who}: no profile row`];
  for (const field of FIELDS) expect(run, problems, `${who} ${field}`, member.fields[field], profile[field]);

  const liked = new Set((await db.selectFrom('likes').select('liked_id').where('liker_id', '=', member.id).execute()).map((row) => row.liked_id));
  for (const [target, like] of member.likes) expect(run, problems, `${who} like of ${target}`, like, liked.has(target));

  const rows = await db.selectFrom('photos').select(['id', 'file_key']).where('profile_id', '=', member.id).execute();
  for (const [key, photo] of member.photos) {
    expect(run, problems, `${who} photo ${key}`, photo.stored, rows.some((row) => row.file_key === key));
    if (!photo.stored.latest) member.photos.delete(key);
  }
  // An upload unanswered at the kill may have stored a photo whose key the client never learnt.
  const unknown = rows.filter((row) => !member.photos.has(row.file_key));
  if (unknown.length > member.unansweredUploads) {
    problems.push(`${who}: photos nobody uploaded: ${unknown.map((row) => row.file_key).join(', ')} (${member.unansweredUploads} uploads unanswered)`);
  }
  for (const row of unknown) member.photos.set(row.file_key, { id: row.id, stored: new Possible(true, 'found by the previous check') });
  member.unansweredUploads = 0;

  const sent = new Set((await db.selectFrom('messages').select('client_id').where('sender_id', '=', member.id).execute()).map((row) => row.client_id));
  for (const [clientId, message] of member.messages) expect(run, problems, `${who} message ${clientId}`, message, sent.has(clientId));
  return problems;
}

/** Every balance is the sum of its ledger, and every paid message has its ledger entry. */
async function checkLedger(db: Db): Promise<string[]> {
  const { rows: balances } = await sql`SELECT id, credits, (SELECT coalesce(sum(amount), 0) FROM credit_ledger WHERE user_id = users.id) AS ledger
    FROM users WHERE credits != (SELECT coalesce(sum(amount), 0) FROM credit_ledger WHERE user_id = users.id)`.execute(db);
  const { rows: unpaid } = await sql<{ id: number }>`SELECT id FROM messages WHERE cost > 0
    AND NOT EXISTS (SELECT 1 FROM credit_ledger WHERE idempotency_key = 'message:' || cast(messages.id as text))`.execute(db);
  return [
    ...balances.map((row) => `balance differs from the ledger: ${JSON.stringify(row)}`),
    ...unpaid.map(({ id }) => `message ${id} is stored without its payment`),
  ];
}

/** Files are stored before their row, so every photo row, acknowledged or not, must have all its sizes. */
async function checkPhotoFiles(run: Run, db: Db): Promise<string[]> {
  const keys = (await db.selectFrom('photos').select('file_key').execute()).map((row) => row.file_key);
  run.stats.checked += keys.length;
  return keys.flatMap((key) => SIZES.map((size) => photoFileName(key, size)))
    .filter((name) => !fs.existsSync(path.join(run.photosDir, name)))
    .map((name) => `photo file ${name} is missing though its row is stored`);
}

/** Sessions are rows too: every cookie handed out must still name its member. */
async function checkSessions(run: Run, server: Server): Promise<string[]> {
  const sessions = [
    ...run.members.map((m) => ({ email: m.email, id: m.id, cookie: m.cookie })),
    ...run.accounts.flatMap((a) => (a.session ? [{ email: a.email, ...a.session }] : [])),
  ];
  const problems: string[] = [];
  for (const { email, id, cookie } of sessions) {
    run.stats.checked += 1;
    const answer = await request(server, 'GET', '/api/user.php', { cookie });
    const user = (answer?.body as UserBody | undefined)?.user;
    if (user?.email !== email || user.profile.id !== id) problems.push(`session of ${email} (id ${id}) gives ${JSON.stringify(answer)}`);
  }
  return problems;
}

// ── The run ──

async function crashSafety(dir: string, database: DatabaseConfig): Promise<void> {
  const started = Date.now();
  const env = serverEnv(dir, await freePort(), database);
  let server = startServer(env);
  // Opened once the server has made the database (SQLite's file) and migrated it.
  let db: Db | undefined;
  try {
    await waitUntilReady(server, FIRST_START_MS);
    db = openDatabase(database);
    const run: Run = {
      db, dataDir: dir, photosDir: env.PHOTOS_DIR!, members: [], accounts: [], likeTargets: await shownMembers(db), serial: 0,
      photo: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 90, b: 120 } } }).jpeg().toBuffer(),
      stats: { acknowledged: 0, unanswered: 0, checked: 0 },
    };
    for (let i = 1; i <= MEMBERS; i++) run.members.push(await signUpMember(server, i, run.likeTargets[i % run.likeTargets.length]!));
    await grantMembersCredits(db, run.members);
    run.accounts.push(...run.members.map((m) => ({ email: m.email, stored: new Possible(true, 'signed up before the rounds') })));
    console.log(`server seeded and ${MEMBERS} members signed up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    for (let round = 1; round <= ROUNDS; round++) {
      const unansweredBefore = run.stats.unanswered;
      const killAfter = await burstAndKill(run, server, round);
      server = startServer(env);
      await waitUntilReady(server, RESTART_MS);
      const problems = [...(await checkDatabase(run, database)), ...(await checkSessions(run, server))];
      if (problems.length > 0) throw new Error(`after the kill of round ${round}:\n  ${problems.join('\n  ')}`);
      console.log(`round ${round}: killed after ${killAfter} ms with ${run.stats.unanswered - unansweredBefore} writes unanswered; all kept`);
    }
    await stopServer(server);
    const { acknowledged, unanswered, checked } = run.stats;
    console.log(`crash safety on ${database.kind}: ${ROUNDS} rounds, ${acknowledged} writes acknowledged, ${unanswered} unanswered at a kill, ` +
      `${checked} stored values checked, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    // Nothing once the server has stopped; after a failure, no server outlives the run.
    server.child.kill('SIGKILL');
    await db?.destroy();
  }
}

/** A database of its own on the machine's PostgreSQL; the same admin address as the server tests. */
async function withPostgresDatabase(work: (database: DatabaseConfig) => Promise<void>): Promise<void> {
  const admin = new URL(process.env.AMORA_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `amora_crash_${process.pid}`;
  const onAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await onAdmin(`create database "${name}"`);
  } catch (error) {
    throw new Error(`the crash test needs PostgreSQL 15 at ${admin.host} (trust authentication for user postgres); start it (sudo service postgresql start): ${(error as Error).message}`, { cause: error });
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await work({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  } finally {
    await onAdmin(`drop database if exists "${name}" with (force)`);
  }
}

if (Number.isNaN(ROUNDS) || ROUNDS < 1) {
  console.error(`CRASH_ROUNDS must be a positive number, not ${process.env.CRASH_ROUNDS}`);
  process.exit(1);
}
let dir = '';
try {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-crash-'));
  await crashSafety(dir, { kind: 'sqlite', dataDir: dir });
  fs.rmSync(dir, { recursive: true, force: true });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-crash-'));
  await withPostgresDatabase((database) => crashSafety(dir, database));
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
} catch (error) {
  console.error(`crash safety FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`the data is kept in ${dir}`);
  process.exit(1);
}
