import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [-- --only size|http|search|search-1m|photo|chat|flood|processes|rolling-restart|server-start|lighthouse|offline]`: prints one JSON object and records it in
 * bench/results/ (committed on purpose, so changes in size and speed show up in review).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const PARTS = ['size', 'http', 'search', 'search-1m', 'photo', 'chat', 'flood', 'processes', 'rolling-restart', 'server-start', 'lighthouse', 'offline'] as const;
type Part = (typeof PARTS)[number];

function parseOnly(argv: string[]): Part | null {
  const i = argv.indexOf('--only');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (value === undefined) return null;
  if (!(PARTS as readonly string[]).includes(value)) throw new Error(`--only takes ${PARTS.map((p) => `"${p}"`).join(', ')}, not "${value}"`);
  return value as Part;
}

async function main() {
  const only = parseOnly(process.argv.slice(2));
  const cpus = os.cpus();
  const result: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
  };

  const runs = (part: Part) => only === null || only === part;

  // Imported lazily so `--only size` works without loading (or being able to load) the server.
  if (runs('size')) {
    const { measureFirstLoad } = await import('./size');
    result.size = measureFirstLoad(path.join(root, 'dist'));
  }
  if (runs('http')) {
    const { runHttpBench } = await import('./http');
    result.http = await runHttpBench();
  }
  // Before search: its 100,000 members would raise the baseline the photo's memory is measured from.
  if (runs('photo')) {
    const { runPhotoBench } = await import('./photo');
    result.photo = await runPhotoBench();
  }
  if (runs('search')) {
    const { runSearchBench } = await import('./search');
    result.search = await runSearchBench(100_000);
  }
  if (runs('search-1m')) {
    const { runSearchBench } = await import('./search');
    result.search1m = await runSearchBench(1_000_000);
  }
  if (runs('chat')) {
    const { runChatBench } = await import('./chat');
    result.chat = await runChatBench();
  }
  if (runs('flood')) {
    const { runLiveFloodBench } = await import('./live-flood');
    result.flood = await runLiveFloodBench();
  }
  if (runs('processes')) {
    const { runProcessesBench } = await import('./processes');
    result.processes = await runProcessesBench();
  }
  if (runs('rolling-restart')) {
    const { runRollingRestartBench } = await import('./rolling-restart');
    result.rollingRestart = await runRollingRestartBench();
  }
  if (runs('server-start')) {
    const { runServerStartBench } = await import('./server-start');
    result.serverStart = await runServerStartBench();
  }
  if (runs('lighthouse')) {
    const { runLighthouseBench } = await import('./lighthouse');
    result.lighthouse = await runLighthouseBench();
  }
  if (runs('offline')) {
    const { runOfflineBench } = await import('./offline');
    result.offline = await runOfflineBench();
  }

  const json = JSON.stringify(result, null, 2);
  console.log(json);

  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  // Colons are not allowed in file names on every OS.
  const stamp = (result.date as string).replace(/:/g, '-');
  fs.writeFileSync(path.join(dir, `${stamp}.json`), json + '\n');
  fs.writeFileSync(path.join(dir, 'latest.json'), json + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
