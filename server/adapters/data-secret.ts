import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const loaded = new Map<string, Buffer>();

/**
 * A random 256-bit secret kept in DATA_DIR under `name`, made on first use (as the VAPID keys are):
 * what it signs stays valid across restarts. Processes that share the data folder share it.
 */
export function dataSecret(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, `${name}.key`);
  let secret = loaded.get(file);
  if (!secret) {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      // 'wx': of two processes starting together, the second keeps the first's secret.
      try {
        fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    loaded.set(file, secret);
  }
  return secret;
}
