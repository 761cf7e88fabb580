import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * `npm run build`'s second half: the server and the operator's commands compiled to JavaScript in
 * build/server/ (`node build/server/serve.mjs`, `node build/server/migrate.mjs` …, docs/deploy.md),
 * so a production process starts without compiling TypeScript as it loads. One file per command,
 * the code they share in chunks/, source maps beside them; the packages stay in node_modules.
 * The output stays inside the project: the server finds server/data/ and locales/ from its
 * package.json (server/config/paths.ts), and node_modules by walking up as Node does.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUILD_DIR = path.join(ROOT, 'build', 'server');

/** The production start and the commands an operator runs on a production host (docs/deploy.md); not the build tools, tests or benches. */
export const SERVER_ENTRIES = ['serve', 'migrate', 'seed', 'invite', 'moderate', 'ban', 'staff', 'discount', 'mailing', 'db-copy', 'rolling-restart'] as const;

/** Compiles the entries into `outDir` (emptied first, so no chunk of an earlier build stays). */
export async function buildServer(outDir: string = SERVER_BUILD_DIR): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES.map((name) => path.join(ROOT, 'scripts', `${name}.ts`)),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    sourcemap: true,
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built into ${path.relative(ROOT, SERVER_BUILD_DIR)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
