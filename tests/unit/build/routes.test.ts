import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../common/routes';

/** The file routes (as the router plugin generated them) are exactly the route table of common/routes.ts. */
function fileRoutes(): { path: string; layout: string }[] {
  const tree = fs.readFileSync('src/route-tree.gen.ts', 'utf8');
  const body = tree.slice(tree.indexOf('export interface FileRoutesById {'));
  const ids = [...body.slice(0, body.indexOf('}\n')).matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!);
  return ids
    .map((id) => /^\/_(\w+)(\/.*)?$/.exec(id))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== undefined)
    .map(([, layout, rest]) => ({ layout: layout!, path: rest === '/' ? '/' : rest!.replace(/\/$/, '') }));
}

describe('the route table', () => {
  it('has one file route per route of the table, with the same path and layout', () => {
    const expected = Object.values(ROUTES).map(({ path, layout }) => ({ path, layout }));
    const sort = (list: { path: string; layout: string }[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sort(fileRoutes())).toEqual(sort(expected));
  });
});
