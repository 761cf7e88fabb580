import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest folder holding package.json, walking up from this file. It is
 * the same from the sources (server/config/) as from the compiled server (build/server/, one chunk
 * of it), so files the server reads (server/data/, locales/) are found from here, never from the
 * place of the file that reads them, which the bundle moves.
 */
export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

function projectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${start} or any folder above it: the server runs from its project's folder or a build inside it.`);
  }
}
