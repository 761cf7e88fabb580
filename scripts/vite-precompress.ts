import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './vite-after-build';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built text file, compressed once at
 * the highest levels, so the server sends them compressed at no cost per request (@fastify/static's
 * `preCompressed`). Runs after the service worker's build, so sw.js is compressed too.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  return afterBuild('amora-precompress', (outDir) => {
    for (const file of filesUnder(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const bytes = fs.readFileSync(file);
      if (bytes.length < MIN_BYTES) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    }
  });
}
