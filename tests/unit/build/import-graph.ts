import fs from 'node:fs';
import path from 'node:path';

/**
 * The packages a set of TypeScript files loads when they run: their imports (static and dynamic,
 * not `import type`, which is erased), following relative imports from file to file.
 */

const IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\bfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];

/** The package a bare specifier names: `@lingui/core/macro` is `@lingui/core`. */
function packageOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

function resolveRelative(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier.split('?')[0]!);
  for (const candidate of EXTENSIONS.map((extension) => target + extension)) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each package loaded, with the first file that loads it; relative imports that name no file are listed apart. */
export function packagesLoaded(entries: string[]): { packages: Map<string, string>; unresolved: string[] } {
  const packages = new Map<string, string>();
  const unresolved: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      const specifier = (match[2] ?? match[3])!;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) visit(target);
        else unresolved.push(`${specifier} in ${path.relative('.', file)}`);
      } else if (!specifier.startsWith('node:') && !specifier.startsWith('virtual:')) {
        const name = packageOf(specifier);
        if (!packages.has(name)) packages.set(name, path.relative('.', file));
      }
    }
  };
  for (const entry of entries) visit(path.resolve(entry));
  return { packages, unresolved };
}
