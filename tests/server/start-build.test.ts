import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsStamp, STAMP_FILE, whyBuild, writeStamp } from '../../scripts/build-stamp';
import { freePort } from '../../scripts/free-port';
import { SHARED_PHOTOS_DIR } from './helpers/test-server';
import { spawnProcess } from './helpers/spawned-process';
import { tempFolders } from './helpers/temp-folders';

/**
 * Issue 33, point 14: `npm start` after a pull serves the pulled change. It runs in a copy of the
 * project (sharing node_modules), so its build goes to the copy's dist/ and no other.
 */

const PROJECT = ['src', 'common', 'server', 'scripts', 'locales', 'public', 'index.html', 'vite.config.ts', 'vite.staff.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** What an old build's page says, to tell it from a new one. */
const OLD_BUILD = '<!doctype html><html><head><title>the build before the pull</title></head><body></body></html>';

const tempDir = tempFolders();

function copyOfProject(): string {
  const copy = tempDir('amora-start-build-');
  for (const entry of PROJECT) fs.cpSync(entry, path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** `npm start` in `copy`, until it serves; returns what it printed, the page it serves, and how it answers for the stamp. */
async function startOnce(copy: string): Promise<{ output: string; page: string; stamp: number }> {
  const port = await freePort();
  const started = spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: copy,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), PHOTOS_DIR: SHARED_PHOTOS_DIR, SEED_MEMBERS: '0', LOG_LEVEL: 'warn' },
  });
  try {
    await started.printed(/Amora is running/);
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const stamp = (await fetch(`http://127.0.0.1:${port}/${STAMP_FILE}`)).status;
    return { output: started.output(), page, stamp };
  } finally {
    await started.stop();
  }
}

describe('npm start and its build', () => {
  it('builds again when a source changed since the build, says why, and serves the new build', { timeout: 300_000 }, async () => {
    const copy = copyOfProject();
    const dist = path.join(copy, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), OLD_BUILD);
    writeStamp(dist, inputsStamp(copy));

    const unchanged = await startOnce(copy);
    expect(unchanged.output).not.toContain('Building');
    expect(unchanged.page).toContain('the build before the pull');

    fs.appendFileSync(path.join(copy, 'src', 'main.tsx'), '\n// A change pulled since the build.\n');
    const changed = await startOnce(copy);
    expect(changed.output).toContain('Building the app: 1 source file changed since the last build (src/main.tsx) (a minute or so) …');
    // A build that works says so in one line: the bundler's own lines would bury the address.
    expect(changed.output).toMatch(/\nBuilt in \d+ s\.\n/);
    expect(changed.output).not.toContain('gzip');
    expect(changed.page).not.toContain('the build before the pull');
    expect(changed.page).toMatch(/<script type="module"[^>]* src="\/assets\//);
    // The stamp names every source file: the build keeps it to itself.
    expect(changed.stamp).toBe(404);

    // The build's own stamp is the sources': the next start builds nothing.
    expect(whyBuild(copy, dist)).toBeNull();
    expect((await startOnce(copy)).output).not.toContain('Building');
  });
});

describe('the stamp of a build', () => {
  function project(): string {
    const root = tempDir('amora-stamp-');
    for (const [file, text] of Object.entries({ 'index.html': '<!doctype html>', 'src/main.tsx': 'export {};', 'src/route-tree.gen.ts': '// made by the build', 'locales/de/messages.po': 'msgid ""' })) {
      fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    fs.mkdirSync(path.join(root, 'scripts'));
    return root;
  }

  it('says why a build is missing or out of date, and nothing when it is up to date', () => {
    const root = project();
    const dist = path.join(root, 'dist');
    expect(whyBuild(root, dist)).toBe('there is no build yet');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), OLD_BUILD);
    expect(whyBuild(root, dist)).toMatch(/^the build does not say which sources it was made from/);

    writeStamp(dist, inputsStamp(root));
    expect(fs.existsSync(path.join(dist, STAMP_FILE))).toBe(true);
    expect(whyBuild(root, dist)).toBeNull();

    fs.writeFileSync(path.join(root, 'src/route-tree.gen.ts'), '// made again by the build');
    expect(whyBuild(root, dist)).toBeNull();

    fs.writeFileSync(path.join(root, 'locales/de/messages.po'), 'msgid "Hallo"');
    fs.writeFileSync(path.join(root, 'src/new-screen.tsx'), 'export {};');
    fs.rmSync(path.join(root, 'index.html'));
    expect(whyBuild(root, dist)).toBe('3 source files changed since the last build (index.html, locales/de/messages.po, src/new-screen.tsx)');
  });
});
