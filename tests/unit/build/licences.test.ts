import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The product is proprietary (LICENSE), so what it runs with must allow that: permissive licences,
 * data under CC BY with its credit in NOTICE, and a few weak-copyleft libraries used unmodified. A
 * dependency under any other licence (GPL, AGPL, ODbL …) fails here, before it ships.
 */

const PERMISSIVE = new Set([
  'MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'Python-2.0', 'MIT-0', 'Unlicense', 'CC0-1.0',
  // Data: allowed with the credit given in NOTICE.
  'CC-BY-4.0',
]);

/** Allowed for these packages only, for the reason given. */
const EXCEPTIONS: { packages: RegExp; licence: string; why: string }[] = [
  { packages: /^@img\/sharp-libvips-/, licence: 'LGPL-3.0-or-later', why: 'libvips, dynamically linked by sharp and replaceable, as the LGPL asks' },
  { packages: /^@img\/sharp-win32-/, licence: 'Apache-2.0 AND LGPL-3.0-or-later', why: 'sharp with libvips for Windows, alike' },
  { packages: /^@img\/sharp-wasm32$/, licence: 'Apache-2.0 AND LGPL-3.0-or-later AND MIT', why: 'sharp with libvips as WebAssembly, alike' },
  // MPL-2.0 binds changes to its own files only: these are used as published.
  { packages: /^lightningcss/, licence: 'MPL-2.0', why: 'a CSS tool of the build, used unmodified; nothing of it ships' },
  { packages: /^web-push$/, licence: 'MPL-2.0', why: 'the push library, used unmodified' },
  { packages: /^ibantools$/, licence: 'MIT or MPL-2.0', why: 'the IBAN checks, offered under either licence: we take MIT' },
  { packages: /^@dicebear\/(avataaars|bottts)/, licence: 'See LICENSE file', why: "Pablo Stanley's designs, free for personal and commercial use (NOTICE)" },
  { packages: /^cli-table$/, licence: '', why: 'MIT, said in its README only; a tool of the translation catalogues' },
];

interface LockedPackage {
  license?: string;
  dev?: boolean;
}

/** A licence expression is allowed when every part joined by AND is, taking any one choice of an OR. */
function allowed(expression: string): boolean {
  return expression.replace(/[()]/g, '').split(/\s+AND\s+/).every((part) => part.split(/\s+OR\s+/).some((choice) => PERMISSIVE.has(choice.trim())));
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const runtime = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && !entry.dev)
  .map(([path, entry]) => ({ name: path.replace(/^.*node_modules\//, ''), licence: entry.license ?? '' }));

describe('licences', () => {
  it('the product states its own licence', () => {
    expect(JSON.parse(fs.readFileSync('package.json', 'utf8')).license).toBe('UNLICENSED');
    expect(fs.readFileSync('LICENSE', 'utf8')).toContain('All rights reserved');
    expect(fs.readFileSync('NOTICE', 'utf8')).toContain('GeoNames');
  });

  it('every runtime dependency allows a proprietary product', () => {
    expect(runtime.length).toBeGreaterThan(100);
    const refused = runtime.filter(({ name, licence }) =>
      !allowed(licence) && !EXCEPTIONS.some((exception) => exception.packages.test(name) && exception.licence === licence));
    expect(refused.map(({ name, licence }) => `${name}: ${licence || 'no licence stated'}`)).toEqual([]);
  });

  it('reads copyleft as refused', () => {
    for (const licence of ['GPL-3.0', 'AGPL-3.0-only', 'LGPL-2.1', 'ODbL-1.0', 'MIT AND GPL-2.0', 'SSPL-1.0']) expect(allowed(licence), licence).toBe(false);
    expect(allowed('(MIT OR GPL-3.0)')).toBe(true);
  });
});
