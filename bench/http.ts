import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/http/app';
import { buildPlatform } from '../server/platform/platform';
import { loadConfig } from '../server/config/config';
import { migrateToLatest } from '../server/db/database';
import { seedMembers } from '../server/seed/seed';

/**
 * Throughput and p99 latency of our API next to a bare Fastify hello-world on the same machine,
 * so the ratio says how much our handlers cost, whatever the hardware: the cached settings every
 * page starts with, the session check, and a visitor's first page of search (over 1,000 members).
 * A bare Fastify sending settings.php's own answer splits that cost into what the answer's size
 * costs any server and what our hooks cost.
 */

const CONNECTIONS = 50;
const PIPELINING = 1;
const DURATION_S = 5;
const WARMUP_S = 2;
/**
 * Rounds alternate the targets, each round's ratios are taken to the hello-world of the same round,
 * and the median round is reported: this machine's speed moves by half within a minute, and a ratio
 * of two runs seconds apart moves far less than either.
 */
const ROUNDS = 7;
/** Issue 36, point 7: a cached read at 0.8 of a hello-world, a visitor's first search page at 0.4. */
export const TARGET_SETTINGS_RATIO = 0.8;
export const TARGET_SEARCH_RATIO = 0.4;
const SEARCH_MEMBERS = 1000;
/** What every browser sends with an API call (the hello-world ignores it). */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

const AUTOCANNON_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');

/** The part of autocannon's --json result we read (see its README, "Results"). */
interface CannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface Measurement {
  url: string;
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * One autocannon run in a child process: in-process, the load generator would share the event loop
 * (one core) with the servers it measures and cap them both.
 */
function cannon(url: string, seconds: number, headers: Record<string, string> = {}): Promise<CannonResult> {
  const args = [AUTOCANNON_CLI, '--json', '-n', '-c', `${CONNECTIONS}`, '-p', `${PIPELINING}`, '-d', `${seconds}`];
  // "K=V" form: with "K: V" autocannon keeps the space after the colon in the value.
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  args.push(url);

  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A hung child must not hang the bench.
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as CannonResult);
      } catch {
        reject(new Error(`autocannon ${url} exited with ${code}: ${stderr.trim() || stdout.trim()}`));
      }
    });
  });
}

async function measure(url: string, headers?: Record<string, string>): Promise<Measurement> {
  const r = await cannon(url, DURATION_S, headers);
  return { url, rps: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * A bare Fastify that answers exactly what our settings.php answers (its headers and compressed
 * body): the most any Fastify server sending that answer reaches here, so the ratio of our
 * settings.php to it is what our hooks, routing and handler cost, apart from the answer's size.
 */
async function startSameAnswer(product: Awaited<ReturnType<typeof buildApp>>) {
  const answer = await product.inject({ url: '/api/settings.php', headers: BROWSER });
  const { date: _date, connection: _connection, 'content-length': _length, ...headers } = answer.headers;
  const app = Fastify({ logger: false });
  app.get('/', async (_request, reply) => reply.headers(headers).send(answer.rawPayload));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function startProduct(dataDir: string) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const platform = buildPlatform(config);
  const { db } = platform;
  await migrateToLatest(db);
  await seedMembers(db, platform.storage, SEARCH_MEMBERS);
  const app = await buildApp({ platform });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, platform };
}

function origin(app: { server: { address(): unknown } }): string {
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A target's rounds: the median round's measurement, every round's throughput and ratio to the hello-world. */
function summary(runs: Measurement[], hello: Measurement[]) {
  const ratios = runs.map((run, round) => round3(run.rps / hello[round]!.rps));
  const middle = runs.find((run) => run.rps === median(runs.map((r) => r.rps)))!;
  return { ...middle, rounds: runs.map((r) => r.rps), ratios, ratioToHello: median(ratios) };
}

export async function runHttpBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-'));
  const hello = await startHello();
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let sameAnswer: Awaited<ReturnType<typeof startSameAnswer>> | undefined;
  try {
    product = await startProduct(dataDir);
    sameAnswer = await startSameAnswer(product.app);
    const client = { ...BROWSER, 'X-Request-Type': 'client' };
    const targets = {
      hello: { url: `${origin(hello)}/`, headers: {} },
      sameAnswer: { url: `${origin(sameAnswer)}/`, headers: BROWSER },
      settings: { url: `${origin(product.app)}/api/settings.php`, headers: BROWSER },
      user: { url: `${origin(product.app)}/api/user.php`, headers: client },
      search: { url: `${origin(product.app)}/api/members.php?country=NL`, headers: client },
    };
    // Warm up (JIT, connection pools, SQLite page cache) once, and discard that.
    for (const { url, headers } of Object.values(targets)) await cannon(url, WARMUP_S, headers);
    // One after another: concurrent runs would compete for the same two cores.
    const runs: Record<keyof typeof targets, Measurement[]> = { hello: [], sameAnswer: [], settings: [], user: [], search: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { url, headers }] of Object.entries(targets)) runs[name as keyof typeof targets].push(await measure(url, headers));
    }
    const settings = summary(runs.settings, runs.hello);
    const search = summary(runs.search, runs.hello);
    const sameAnswerRatios = runs.settings.map((run, round) => round3(run.rps / runs.sameAnswer[round]!.rps));
    return {
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      rounds: ROUNDS,
      helloWorld: summary(runs.hello, runs.hello),
      sameAnswer: summary(runs.sameAnswer, runs.hello),
      settings: { ...settings, ratiosToSameAnswer: sameAnswerRatios, ratioToSameAnswer: median(sameAnswerRatios) },
      user: summary(runs.user, runs.hello),
      visitorSearch: search,
      ratios: {
        settingsToHello: { value: settings.ratioToHello, target: TARGET_SETTINGS_RATIO, ok: settings.ratioToHello >= TARGET_SETTINGS_RATIO },
        visitorSearchToHello: { value: search.ratioToHello, target: TARGET_SEARCH_RATIO, ok: search.ratioToHello >= TARGET_SEARCH_RATIO },
      },
    };
  } finally {
    await hello.close();
    await sameAnswer?.close();
    if (product) {
      await product.app.close();
      await product.platform.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
