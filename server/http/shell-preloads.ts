import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../common/constants';
import { ROUTES, type RouteName } from '../../common/routes';

/**
 * Which built chunks a page needs before it can paint: its locale's catalogue, its layout's and its
 * route's component chunks (TanStack Router splits each route file), and what those import. Read from
 * Vite's manifest; the shell names them as modulepreload links, so the browser fetches them beside
 * the entry instead of one after another as the boot discovers them.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  scripts: string[];
  styles: string[];
}

const NONE: Preloads = { scripts: [], styles: [] };

/** The chunks of the split route files (`src/routes/_default/login.tsx?tsr-split=component---loader`) that hold a component. */
function componentChunks(manifest: Manifest, file: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`) && /[=-]component\b/.test(key));
}

/** The source files of a route of common/routes.ts: the route file (`members/$id.tsx` or `members/$id/index.tsx`) and its layout. */
function routeFiles(manifest: Manifest, name: RouteName): string[] {
  const { path: routePath, layout } = ROUTES[name];
  const base = `src/routes/_${layout}${routePath === '/' ? '' : routePath}`;
  const own = [`${base}.tsx`, `${base}/index.tsx`].flatMap((file) => componentChunks(manifest, file));
  return [...componentChunks(manifest, `src/routes/_${layout}.tsx`), ...own];
}

export function shellPreloads(staticDir: string, entryFiles: string[]) {
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  const manifest: Manifest | null = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
  const known = new Map<string, Preloads>();

  /** The chunks and styles `keys` need, with their static imports, but none the shell loads already. */
  const collect = (keys: string[]): Preloads => {
    if (!manifest) return NONE;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    const fresh = (file: string) => !entryFiles.includes(`/${file}`);
    return { scripts: [...scripts].filter(fresh).map((file) => `/${file}`), styles: [...styles].filter(fresh).map((file) => `/${file}`) };
  };

  return (locale: Locale, route: RouteName | null): Preloads => {
    const key = `${locale}|${route ?? ''}`;
    let preloads = known.get(key);
    if (!preloads) {
      preloads = collect([`locales/${locale}/messages.po`, ...(route && manifest ? routeFiles(manifest, route) : [])]);
      known.set(key, preloads);
    }
    return preloads;
  };
}
