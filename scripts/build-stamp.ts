import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The stamp of a build: a hash of each file the client build reads, written beside Vite's manifest
 * by the build (scripts/vite-build-stamp.ts) and compared by `npm start`, which builds again when
 * one changed, so a pulled change is served. Contents, not times: a checkout or a copy sets times.
 */

/** What the client build reads: the app, its texts and files, the tools' settings and versions. */
const INPUTS = ['index.html', 'vite.config.ts', 'vite.staff.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package-lock.json', 'src', 'common', 'locales', 'public'];
/** The build's own plugins, and the environment files Vite reads. */
const ALSO = [{ dir: 'scripts', name: /^vite-.+\.ts$/ }, { dir: '.', name: /^\.env(\..+)?$/ }];
/** Made by the build itself from src/routes: never a reason to build again. */
const GENERATED = /\.gen\.ts$/;

/** Inside the build, not served (@fastify/static leaves dot folders alone). */
export const STAMP_FILE = path.join('.vite', 'build-stamp.json');

/** Each input file by its path from the project root (with `/`), with the hash of its contents. */
export type Stamp = Record<string, string>;

function filesUnder(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function inputFiles(root: string): string[] {
  const named = INPUTS.flatMap((input) => {
    const stat = fs.statSync(path.join(root, input), { throwIfNoEntry: false });
    return stat?.isDirectory() ? filesUnder(root, input) : stat ? [input] : [];
  });
  const matched = ALSO.flatMap(({ dir, name }) => fs.readdirSync(path.join(root, dir)).filter((file) => name.test(file)).map((file) => path.join(dir, file)));
  return [...named, ...matched].filter((file) => !GENERATED.test(file)).map((file) => file.split(path.sep).join('/')).sort();
}

export function inputsStamp(root: string): Stamp {
  return Object.fromEntries(inputFiles(root).map((file) => [file, createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('base64url')]));
}

export function writeStamp(outDir: string, stamp: Stamp): void {
  fs.mkdirSync(path.join(outDir, path.dirname(STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(outDir, STAMP_FILE), JSON.stringify(stamp));
}

export function removeStamp(outDir: string): void {
  fs.rmSync(path.join(outDir, STAMP_FILE), { force: true });
}

function readStamp(outDir: string): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Why the build in `outDir` must be made again from the sources in `root`, said for the start's log; null when it is up to date. */
export function whyBuild(root: string, outDir: string): string | null {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'there is no build yet';
  const built = readStamp(outDir);
  if (!built) return 'the build does not say which sources it was made from (it is older than the stamps, or did not finish)';
  const now = inputsStamp(root);
  const changed = [...new Set([...Object.keys(built), ...Object.keys(now)])].filter((file) => built[file] !== now[file]).sort();
  if (changed.length === 0) return null;
  const named = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` and ${changed.length - 3} more` : '');
  return `${changed.length === 1 ? '1 source file' : `${changed.length} source files`} changed since the last build (${named})`;
}
