import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What the first load of `/` costs: index.html's entry module plus everything it statically imports
 * (the browser must fetch all of those before the app runs), and the CSS it links. Every other JS
 * chunk in dist/assets is loaded later (a route, a locale catalog, a worker), so it is reported per file.
 */

const KB = 1024;
export const LIMITS = { entryJsGzip: 110 * KB, cssGzip: 20 * KB, routeChunkGzip: 35 * KB };

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Budget {
  value: number;
  limit: number;
  ok: boolean;
}

export interface FirstLoad {
  entryJs: { files: FileSize[]; raw: number; gzip: number; brotli: number };
  css: { files: FileSize[]; raw: number; gzip: number; brotli: number };
  routeChunks: { files: FileSize[]; largest: FileSize | null };
  /** Lazily loaded chunks that are not routes, so they are outside the route-chunk budget. */
  localeCatalogs: FileSize[];
  workers: FileSize[];
  budgets: { entryJsGzip: Budget; cssGzip: Budget; largestRouteChunkGzip: Budget };
}

export function sizeOf(distDir: string, file: string): FileSize {
  const bytes = fs.readFileSync(path.join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** Each file travels (and is compressed) on its own, so totals are sums of per-file sizes. */
function total(files: FileSize[]) {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

function budget(value: number, limit: number): Budget {
  return { value, limit, ok: value <= limit };
}

/** Attribute values of the tags in index.html that match `tagPattern`. */
function attributes(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const tag of html.match(tagPattern) ?? []) {
    const value = new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** "/assets/x.js" or "./x.js" (relative to `fromFile`) → "assets/x.js"; null for URLs outside dist. */
function toDistPath(specifier: string, fromFile: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('//')) return null;
  const clean = specifier.split(/[?#]/)[0]!;
  const resolved = clean.startsWith('/')
    ? path.posix.normalize(clean.slice(1))
    : path.posix.join(path.posix.dirname(fromFile), clean);
  return resolved.startsWith('..') ? null : resolved;
}

/**
 * Static imports and re-exports of a built module: `import x from"./a.js"`, `import{a as b}from"./a.js"`,
 * `import"./a.js"`, `export*from"./a.js"`, `export{a}from"./a.js"`. Dynamic `import("./a.js")` never
 * matches, because a quote or `(` must not follow `import` before `from`; that is the point: those load later.
 */
const STATIC_IMPORT =
  /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']|\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => (m[1] ?? m[2])!);
}

/** The entry files and their static import graph, as dist-relative paths. */
function staticClosure(distDir: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    if (!fs.existsSync(path.join(distDir, file))) throw new Error(`${file} is referenced but missing from ${distDir}`);
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const specifier of staticImports(code)) {
      const target = toDistPath(specifier, file);
      if (target && /\.m?js$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

export function measureFirstLoad(distDir: string): FirstLoad {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`size bench: ${indexPath} is missing; build the PWA first with "npx vite build".`);
  }
  const html = fs.readFileSync(indexPath, 'utf8');
  const local = (urls: string[]) => urls.map((u) => toDistPath(u, 'index.html')).filter((f): f is string => f !== null);

  const scripts = local(attributes(html, /<script\b[^>]*\btype\s*=\s*["']module["'][^>]*>/gi, 'src'));
  if (scripts.length === 0) throw new Error(`size bench: ${indexPath} has no <script type="module" src>.`);
  // Vite preloads exactly the entry's static imports; counting them too keeps the number honest
  // even if the import scan missed one, since the browser downloads them on first load either way.
  const preloads = local(attributes(html, /<link\b[^>]*\brel\s*=\s*["']modulepreload["'][^>]*>/gi, 'href'));
  const styles = local(attributes(html, /<link\b[^>]*\brel\s*=\s*["']stylesheet["'][^>]*>/gi, 'href'));

  const entrySet = staticClosure(distDir, [...scripts, ...preloads]);
  const entryJs = total([...entrySet].sort().map((f) => sizeOf(distDir, f)));
  const css = total([...new Set(styles)].sort().map((f) => sizeOf(distDir, f)));

  const lazy = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => `assets/${name}`)
    .filter((file) => !entrySet.has(file))
    .sort()
    .map((file) => sizeOf(distDir, file));
  const base = (f: FileSize) => path.posix.basename(f.file);
  const localeCatalogs = lazy.filter((f) => base(f).startsWith('messages'));
  const workers = lazy.filter((f) => !base(f).startsWith('messages') && base(f).includes('worker'));
  const routes = lazy.filter((f) => !localeCatalogs.includes(f) && !workers.includes(f));
  const largest = routes.reduce<FileSize | null>((max, f) => (max && max.gzip >= f.gzip ? max : f), null);

  return {
    entryJs,
    css,
    routeChunks: { files: routes, largest },
    localeCatalogs,
    workers,
    budgets: {
      entryJsGzip: budget(entryJs.gzip, LIMITS.entryJsGzip),
      cssGzip: budget(css.gzip, LIMITS.cssGzip),
      largestRouteChunkGzip: budget(largest?.gzip ?? 0, LIMITS.routeChunkGzip),
    },
  };
}
