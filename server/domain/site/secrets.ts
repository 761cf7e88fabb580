import { randomBytes } from 'node:crypto';
import type { FileSecret } from '../../adapters/file-secrets';
import type { VapidKeys } from '../../adapters/push';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { keepSecret, secretNamed } from '../../db/secrets';

/**
 * The server's own secrets, made once and kept in the database, which every process on every host
 * shares: never in a file two hosts would each make for themselves.
 */

/** A random 256-bit key under `name`, made on first use; of processes that make it at once, the first one's stays. */
export async function secretKey(db: Db, name: string, now: Date): Promise<Buffer> {
  const kept = (await secretNamed(db, name)) ?? (await keepSecret(db, name, randomBytes(32).toString('base64url'), now.toISOString()));
  return Buffer.from(kept, 'base64url');
}

/** The key under `name`, or null when there is none: never makes one. */
export async function existingSecretKey(db: Db, name: string): Promise<Buffer | null> {
  const kept = await secretNamed(db, name);
  return kept === undefined ? null : Buffer.from(kept, 'base64url');
}

/** The push key pair: the operator's (VAPID_* variables), else one made once by `newKeys` (browsers subscribe to it, so it must last). */
export async function pushKeys(db: Db, config: Config, now: Date, newVapidKeys: () => VapidKeys): Promise<VapidKeys> {
  if (config.push.keys) return config.push.keys;
  const kept = (await secretNamed(db, 'vapid')) ?? (await keepSecret(db, 'vapid', JSON.stringify(newVapidKeys()), now.toISOString()));
  return JSON.parse(kept) as VapidKeys;
}

/**
 * Takes the secrets an earlier version kept in DATA_DIR into the database, then removes their
 * files: links already mailed and devices already subscribed keep working. Run at start, once.
 */
export async function adoptFileSecrets(db: Db, found: FileSecret[], remove: (secret: FileSecret) => void, now: Date): Promise<number> {
  for (const secret of found) {
    await keepSecret(db, secret.name, secret.value, now.toISOString());
    remove(secret);
  }
  return found.length;
}
