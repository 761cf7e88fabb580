import path from 'node:path';
import type { Plugin } from 'vite';
import { inputsStamp, removeStamp, writeStamp, type Stamp } from './build-stamp';

/**
 * Writes the stamp of the build's inputs (scripts/build-stamp.ts) into the build, last, and only
 * when the whole build succeeded: a build that failed half-way carries no stamp, so the next
 * `npm start` builds again. Every `vite build` stamps, `npm run build` as well as the start's.
 */
export function buildStamp(): Plugin {
  let root = '.';
  let outDir = 'dist';
  let stamp: Stamp = {};
  return {
    name: 'amora-build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The sources as the build starts reading them: one changed during the build is built again next time.
    buildStart() {
      removeStamp(outDir);
      stamp = inputsStamp(root);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (!error) writeStamp(outDir, stamp);
      },
    },
  };
}
