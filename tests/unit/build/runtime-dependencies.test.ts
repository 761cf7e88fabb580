import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRIES } from '../../../scripts/build-server';
import { packagesLoaded } from './import-graph';

/**
 * A production install (`npm ci --omit=dev`, docs/how-to.md) has `dependencies` only: what the
 * compiled server and the operators' commands load (the entries of scripts/build-server.ts), and the
 * libraries bundled into the client (they ship, and tests/unit/build/licences.test.ts reads what
 * ships). The build and test tools, tsx and esbuild among them, are devDependencies.
 */

const project = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};


function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const server = packagesLoaded(SERVER_ENTRIES.map((name) => `scripts/${name}.ts`));
const client = packagesLoaded(sourceFiles('src'));
const notDependencies = (loaded: Map<string, string>) =>
  [...loaded].filter(([name]) => !isBuiltin(name) && !(name in project.dependencies)).map(([name, file]) => `${name} (${file})`);

describe('dependencies are what runs and ships', () => {
  it('reads every relative import', () => {
    expect([...server.unresolved, ...client.unresolved]).toEqual([]);
  });

  it('holds every package the server and the operators\' commands load', () => {
    expect(server.packages.size).toBeGreaterThan(10);
    expect(notDependencies(server.packages)).toEqual([]);
  });

  it('holds every library bundled into the client', () => {
    expect(notDependencies(client.packages)).toEqual([]);
  });

  it('holds nothing else: the build and test tools are devDependencies', () => {
    const used = new Set([...server.packages.keys(), ...client.packages.keys()]);
    expect(Object.keys(project.dependencies).filter((name) => !used.has(name))).toEqual([]);
    expect(Object.keys(project.devDependencies)).toEqual(expect.arrayContaining(['tsx', 'esbuild']));
  });
});
