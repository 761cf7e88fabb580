import path from 'node:path';
import type { Plugin } from 'vite';

/** A build step that works on the written build: after the bundle is closed, in plugin order, given the output folder. */
export function afterBuild(name: string, work: (outDir: string) => void | Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => work(outDir),
    },
  };
}
