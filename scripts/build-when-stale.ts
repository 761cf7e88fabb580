import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { whyBuild } from './build-stamp';

/**
 * `npm start`'s build step: builds the PWA into `outDir` when there is none or its sources changed
 * since (scripts/build-stamp.ts), and says why. Vite runs as a process of its own, so the server
 * never loads a build tool; a production install (`npm ci --omit=dev`, docs/how-to.md) has none,
 * and serves the build it was given.
 */

/** Vite's command-line script, or null where the build tools are not installed. */
function viteCli(): string | null {
  try {
    const manifest = createRequire(path.resolve('package.json')).resolve('vite/package.json');
    const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: { vite: string } };
    return path.join(path.dirname(manifest), bin.vite);
  } catch {
    return null;
  }
}

export function buildWhenStale(outDir: string): void {
  const reason = whyBuild('.', outDir);
  if (!reason) return;
  const vite = viteCli();
  if (vite) {
    console.log(`Building the app: ${reason} (a minute or so) …`);
    const started = Date.now();
    // Quiet when it works (the start's own lines are what a developer reads); everything when it fails.
    try {
      execFileSync(process.execPath, [vite, 'build', '--outDir', outDir], { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      console.error(`${stdout}${stderr}The build failed (above); \`npm run build\` runs it alone.`);
      process.exit(1);
    }
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  } else if (fs.existsSync(path.join(outDir, 'index.html'))) {
    console.log(`Serving the build as it is, without the build tools (a production install): ${reason}.`);
  } else {
    const dir = path.relative('.', outDir);
    console.error(`No build in ${dir}/, and no build tools here (a production install): build with \`npm ci && npm run build\` where they are, and copy ${dir}/ here (docs/how-to.md).`);
    process.exit(1);
  }
}
