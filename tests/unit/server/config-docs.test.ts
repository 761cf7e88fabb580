import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, LAPTOP_DEFAULTS } from '../../../server/config/env';

/**
 * The settings an operator reads about are the ones the server reads: docs/how-to.md's table lists
 * every variable of server/config/env.ts and no other, and docs/deploy.md's table of production
 * refusals names each laptop default a production start refuses.
 */

/** The lines of a document between a heading and the next heading of its level. */
function section(file: string, heading: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file}: ${heading}`).toBeGreaterThan(-1);
  const level = heading.split(' ')[0]!;
  const end = text.indexOf(`\n${level} `, start + heading.length + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The variables named in the first column of a markdown table. */
const firstColumn = (text: string) =>
  [...text.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name!));

describe('the settings in the docs', () => {
  it("docs/how-to.md's table lists every variable the server reads, and no other", () => {
    const listed = firstColumn(section('docs/how-to.md', '## Configure the server'));
    const read = Object.keys(envSchema.shape);
    expect(read.filter((name) => !listed.includes(name)), 'read but not listed').toEqual([]);
    expect(listed.filter((name) => !read.includes(name)), 'listed but not read').toEqual([]);
  });

  it("docs/deploy.md's table of production refusals names each laptop default", () => {
    const refused = firstColumn(section('docs/deploy.md', '## The switch'));
    expect(Object.keys(LAPTOP_DEFAULTS).filter((name) => !refused.includes(name))).toEqual([]);
  });
});
