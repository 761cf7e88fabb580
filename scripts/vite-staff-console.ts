import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterBuild } from './vite-after-build';

/**
 * Builds the staff console (vite.staff.config.ts) into the members' build's `staff/` folder once
 * that build is written: every `vite build` (npm run build, npm start's) makes both, and the build
 * stamp (scripts/vite-build-stamp.ts, after this) covers both. A build of its own, not a second
 * entry: the members' chunk groups (vite.config.ts) would take in what the console's entry shares.
 */
export function staffConsole(): Plugin {
  return afterBuild('amora-staff-console', async (outDir) => {
    await build({ configFile: path.resolve('vite.staff.config.ts'), logLevel: 'warn', build: { outDir: path.join(outDir, 'staff') } });
  });
}
