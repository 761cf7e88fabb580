import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises the Node version that package.json's `engines` starts at. A package that
 * declares it needs a newer Node makes `npm install` warn (EBADENGINE) and may use what that Node
 * lacks, so every package of the lockfile that installs on this platform must accept it.
 */

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const project = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const promised = semver.minVersion(project.engines.node)!.version;
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

/** npm's reading of `os`, `cpu` and `libc`: a list of names, or of `!name` exclusions. */
function admits(list: string[] | undefined, value: string): boolean {
  if (!list) return true;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return !list.includes(`!${value}`) && (allowed.length === 0 || allowed.includes(value));
}

const libc = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime ? 'glibc' : 'musl';
const installedHere = Object.entries(lock.packages).filter(([path, entry]) =>
  path !== '' && admits(entry.os, process.platform) && admits(entry.cpu, process.arch) && (process.platform !== 'linux' || admits(entry.libc, libc)));

describe('the Node version the README names', () => {
  it('is where package.json engines start', () => {
    const [major, minor] = promised.split('.');
    expect(fs.readFileSync('README.md', 'utf8')).toContain(`Node ${major} (${major}.${minor} or later)`);
  });

  it('is accepted by every package that installs on this platform', () => {
    expect(installedHere.length).toBeGreaterThan(100);
    const refusing = installedHere
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(promised, entry.engines.node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
