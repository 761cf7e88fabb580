import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const loaded = new Map<string, Buffer>();
const SUFFIX = '.key';
const fileOf = (dataDir: string, name: string) => path.join(dataDir, `${name}${SUFFIX}`);

/**
 * A random 256-bit secret kept in DATA_DIR under `name`, made on first use (as the VAPID keys are):
 * what it signs stays valid across restarts. Processes that share the data folder share it.
 */
export function dataSecret(dataDir: string, name: string): Buffer {
  const file = fileOf(dataDir, name);
  if (!loaded.has(file) && !fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': of two processes starting together, the second keeps the first's secret.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return existingDataSecret(dataDir, name)!;
}

/** The secret kept under `name`, or null when there is none: never makes one. */
export function existingDataSecret(dataDir: string, name: string): Buffer | null {
  const file = fileOf(dataDir, name);
  let secret = loaded.get(file);
  if (!secret) {
    if (!fs.existsSync(file)) return null;
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    loaded.set(file, secret);
  }
  return secret;
}

/** The names of the secrets kept whose names start with `prefix`. */
export function dataSecretNames(dataDir: string, prefix: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir)
    .filter((file) => file.startsWith(prefix) && file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length));
}

/** Forgets a secret for good: what it signed is no longer accepted. */
export function deleteDataSecret(dataDir: string, name: string): void {
  const file = fileOf(dataDir, name);
  loaded.delete(file);
  fs.rmSync(file, { force: true });
}
