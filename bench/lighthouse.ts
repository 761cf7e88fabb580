import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANDER_VARIANTS } from '../common/route-params';
import { freePort } from '../scripts/free-port';

/**
 * Lighthouse (issue 12): the pages people land on, as a phone on a first visit sees them.
 * Lighthouse's mobile defaults (simulated Slow 4G, 4× CPU slowdown, a phone's screen), its storage
 * reset before every run (no service worker, no cache: a fresh install), Debian's Chromium, against
 * the built app served by the real server on a fresh data folder with demo members. Each page runs
 * RUNS times; the median run (by performance score) is reported, with its metrics.
 */

const RUNS = 3;
const SEED_MEMBERS = 60;
const START_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
export const LIGHTHOUSE_TARGETS = { performance: 90, goal: 95, lcpMs: 2_000, tbtMs: 150, cls: 0.05 } as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Page {
  name: string;
  path: string;
  /** Seen by the demo member (their session cookie) rather than by a visitor. */
  member?: boolean;
}

export interface PageScore {
  name: string;
  url: string;
  /** 0–100, per category. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance scores of every run, for the spread. */
  runs: number[];
}

/** The product as `npm start` runs it, on a data folder of its own. */
export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PHOTOS_DIR: path.join(dataDir, 'photos'), SEED_MEMBERS: String(SEED_MEMBERS), LOG_LEVEL: 'warn', RATE_LIMITS: 'off' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/user.php`).then((r) => r.ok, () => false);
    if (ready) return child;
    await delay(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

export async function demoSession(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/user.php`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'demo@amora.example', password: 'demo-password-2026' }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('auth.session='));
  if (!response.ok || !cookie) throw new Error(`the demo login failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** A visitor's profile to open: any shown member of the seeded ones. */
export async function someProfileId(origin: string): Promise<number> {
  const answer = (await (await fetch(`${origin}/api/members.php`)).json()) as { results?: { id: number }[] };
  const id = answer.results?.[0]?.id;
  if (id === undefined) throw new Error(`no profile to open: ${JSON.stringify(answer).slice(0, 200)}`);
  return id;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);
const median = <T>(items: T[], by: (item: T) => number): T => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;

async function score(port: number, url: string, cookie?: string): Promise<Omit<PageScore, 'name' | 'runs'>> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    bestPractices: percent(categories['best-practices']?.score),
    seo: percent(categories.seo?.score),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  };
}

export async function runLighthouseBench(): Promise<{ runs: number; targets: typeof LIGHTHOUSE_TARGETS; pages: PageScore[]; ok: boolean }> {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) throw new Error('lighthouse bench: build the app first (npx vite build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const cookie = await demoSession(origin);
    const profileId = await someProfileId(origin);
    const pages: Page[] = [
      { name: 'home', path: '/' },
      { name: 'members (visitor)', path: '/members' },
      { name: 'members (member)', path: '/members', member: true },
      { name: 'profile (visitor)', path: `/members/${profileId}` },
      { name: 'login', path: '/login' },
      { name: 'signup', path: '/signup' },
      // The acquisition funnel (issue 17): every static page and every lander.
      ...['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'].map((page) => ({ name: `pages/${page}`, path: `/pages/${page}` })),
      { name: 'complaints', path: '/complaints' },
      { name: 'lang-config', path: '/lang-config' },
      ...['adultonly', 'tinderswipe', 'whoneedsstrings'].map((lander) => ({ name: `landers/${lander}`, path: `/landers/${lander}` })),
      ...LANDER_VARIANTS.map((variant) => ({ name: `landers/${variant}`, path: `/landers/${variant}/amsterdam` })),
      ...['landing', 'landing2/amsterdam', 'landing3/amsterdam'].map((landing) => ({ name: `members/{id}/${landing}`, path: `/members/${profileId}/${landing}` })),
    ];
    const scores: PageScore[] = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await score(chrome.port, origin + page.path, page.member ? cookie : undefined));
      scores.push({ name: page.name, ...median(runs, (run) => run.performance), runs: runs.map((run) => run.performance) });
    }
    const ok = scores.every((page) => page.performance >= LIGHTHOUSE_TARGETS.performance);
    return { runs: RUNS, targets: LIGHTHOUSE_TARGETS, pages: scores, ok };
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await once(server, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
