import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains its own rules (docs/product/, docs/decisions.md): whoever clones it can
 * look up every rule a line cites. So no file cites a document outside the repository, and every
 * citation of a doc names a file and heading that exist.
 */

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|sh|conf|yml|yaml)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json' && fs.existsSync(file));

/** Ways of citing what is not in the repository. Spelt apart so this file does not match itself. */
const OUTSIDE = [
  new RegExp(['spec', '\\s*§'].join(''), 'i'),
  new RegExp(['\\bthe', ' spec\\b'].join(''), 'i'),
  new RegExp(['\\bspec', "'s\\b"].join(''), 'i'),
  new RegExp(['product', '-spec'].join('')),
  new RegExp(['\\.\\./', 'shared/'].join('')),
  new RegExp(['\\bDESIGN', '\\.md\\b'].join('')),
  new RegExp(['\\bSTYLE', '\\.md\\b'].join('')),
];

/** GitHub's anchor of a heading: lower case, punctuation but hyphens and underscores dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = new Set();
    let fenced = false;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const base = anchorOf(heading[1]!);
      let anchor = base;
      for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
      anchors.add(anchor);
    }
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

/** A cited doc: repo-relative when it starts with docs/; else relative to the citing file (a link between docs), or a doc named bare. */
function resolveDoc(citing: string, cited: string): string | undefined {
  const candidates = cited.startsWith('docs/') ? [cited] : [path.join(path.dirname(citing), cited), cited, path.join('docs', cited)];
  return candidates.map((candidate) => path.normalize(candidate)).find((candidate) => fs.existsSync(candidate));
}

const DOC_CITATION = /((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w\p{L}-]+))?/gu;

describe('citations', () => {
  it('name nothing outside the repository', () => {
    const found = files.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
      OUTSIDE.some((pattern) => pattern.test(line)) && file !== 'tests/unit/docs/citations.test.ts' ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    expect(found).toEqual([]);
  });

  it('of a doc name a file and a heading that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        for (const [, cited, anchor] of line.matchAll(DOC_CITATION)) {
          // Only our docs and the README: a package's CHANGELOG.md or a URL's page is not ours to check.
          if (!/(^|\/)(docs\/|[\w-]+\.md$)/.test(cited!) || /https?:\/\//.test(line.slice(0, line.indexOf(cited!)).split(/\s/).pop() ?? '')) continue;
          const doc = resolveDoc(file, cited!);
          if (!doc) {
            if (cited!.startsWith('docs/') || file.endsWith('.md')) broken.push(`${file}:${i + 1}: no file ${cited}`);
            continue;
          }
          if (anchor && !anchorsOf(doc).has(anchor)) broken.push(`${file}:${i + 1}: no heading #${anchor} in ${doc}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(anchorOf('New like and match overlay')).toBe('new-like-and-match-overlay');
    expect(anchorOf('Payments (issue 15; the whole design in `docs/payments.md`)')).toBe('payments-issue-15-the-whole-design-in-docspaymentsmd');
    expect(anchorOf('E-mail address')).toBe('e-mail-address');
  });
});
