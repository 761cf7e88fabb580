import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port';
import { buildServer } from '../scripts/build-server';
import { spawnProcess } from '../tests/server/helpers/spawned-process';
import { rssBytesOf } from './proc-stat';

/**
 * How long a server process takes to start, and the memory it holds then (issue 51, point 7): the
 * TypeScript start through tsx, as `npm start` runs it, against the compiled server of
 * `npm run build` (scripts/build-server.ts), as production runs it. One temporary DATA_DIR with
 * SEED_MEMBERS demo members, seeded once before the runs; each run is a fresh process on it, timed
 * from the spawn to its "Amora is running" line, and its RSS then summed over the whole process
 * tree (tsx's command line is a parent process that runs the server in a child). The ways take
 * turns, so a busy moment of the machine falls on each alike.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const SEED_MEMBERS = 2_000;
const RUNS = 5;

const TSX_CLI = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Way {
  name: string;
  /** The command as an operator or developer types it. */
  command: string;
  args: (buildDir: string) => string[];
}

const WAYS: Way[] = [
  { name: 'tsx', command: 'npm start (tsx scripts/start.ts)', args: () => [TSX_CLI, 'scripts/start.ts'] },
  { name: 'tsxImport', command: 'node --import tsx scripts/start.ts (one process, as the tests start it)', args: () => ['--import', 'tsx', 'scripts/start.ts'] },
  { name: 'compiled', command: 'node build/server/serve.mjs', args: (buildDir) => [path.join(buildDir, 'serve.mjs')] },
  { name: 'compiledSourceMaps', command: 'node --enable-source-maps build/server/serve.mjs', args: (buildDir) => ['--enable-source-maps', path.join(buildDir, 'serve.mjs')] },
];

/** The process and its descendants, from the parent ids in /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => ({ min: Math.min(...values), median: median(values), max: Math.max(...values) });

async function startOnce(args: string[], dataDir: string): Promise<{ startMs: number; rssMb: number; processes: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnProcess(process.execPath, args, {
    cwd: root,
    env: {
      DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_MEMBERS: String(SEED_MEMBERS), LOG_LEVEL: 'warn',
      // No built app: `npm start` would build one first, which is not the start measured here.
      STATIC_DIR: path.join(dataDir, 'no-dist'),
    },
  });
  try {
    await server.printed(/Amora is running/);
    const startMs = Math.round(performance.now() - started);
    const tree = processTree(server.pid);
    return { startMs, rssMb: mb(tree.reduce((sum, pid) => sum + rssBytesOf(pid), 0)), processes: tree.length };
  } finally {
    await server.stop();
  }
}

export async function runServerStartBench() {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const work = fs.mkdtempSync(path.join(root, '.tmp', 'bench-server-start-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-start-'));
  try {
    // Inside the project, as build/server/ is: the compiled server finds node_modules and its data files from there.
    const buildDir = path.join(work, 'server');
    const buildStarted = performance.now();
    await buildServer(buildDir);
    const buildMs = Math.round(performance.now() - buildStarted);

    const seedStarted = performance.now();
    await startOnce(WAYS.find((way) => way.name === 'compiled')!.args(buildDir), dataDir);
    const seedMs = Math.round(performance.now() - seedStarted);

    const runs = new Map<string, Awaited<ReturnType<typeof startOnce>>[]>(WAYS.map((way) => [way.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) runs.get(way.name)!.push(await startOnce(way.args(buildDir), dataDir));
    }

    const ways = Object.fromEntries(WAYS.map((way) => {
      const own = runs.get(way.name)!;
      return [way.name, {
        command: way.command,
        processes: own[0]!.processes,
        startMs: { ...spread(own.map((r) => r.startMs)), runs: own.map((r) => r.startMs) },
        rssMb: { ...spread(own.map((r) => r.rssMb)), runs: own.map((r) => r.rssMb) },
      }];
    }));
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const tsx = ways.tsx!;
    const compiled = ways.compiled!;
    return {
      members: SEED_MEMBERS, runs: RUNS, buildMs, seedMs, loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      ways,
      compiledToTsx: { startMs: ratio(compiled.startMs.median, tsx.startMs.median), rssMb: ratio(compiled.rssMb.median, tsx.rssMb.median) },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
