import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** The package's Algorithm is a const enum, which this build (isolatedModules) cannot read across files. */
const ARGON2ID_ALGORITHM = 2 as Algorithm.Argon2id;

/**
 * Passwords are hashed with argon2id at OWASP's first recommendation (m=19 MiB, t=2, p=1), stored
 * as the standard `$argon2id$v=19$m=…,t=…,p=…$salt$hash` string, so the parameters can be raised
 * later without breaking old hashes. It costs 20 ms of one core; scrypt at OWASP's setting, which
 * hashed passwords before (docs/decisions.md, "Passwords"), cost 410 ms for the same defence. Hashes
 * of that time still verify, and are replaced at the member's next login (needsRehash).
 */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * Checked instead of a hash no password can match (an unknown address, a demo member), so that
 * answer takes as long as a wrong password and tells nothing about the address.
 */
const DECOY = `${CURRENT_PREFIX}${Buffer.alloc(16).toString('base64').replace(/=+$/, '')}$${Buffer.alloc(32).toString('base64').replace(/=+$/, '')}`;

/** A hash of the scrypt era: `scrypt$N$r$p$salt$hash`, base64. */
async function verifyScrypt(password: string, [N, r, p, salt, stored]: string[]): Promise<boolean> {
  const expected = Buffer.from(stored!, 'base64');
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, Buffer.from(salt!, 'base64'), expected.length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
  return timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verify(stored, password);
  const [scheme, ...parts] = stored.split('$');
  if (scheme === 'scrypt' && parts.length === 5) return verifyScrypt(password, parts);
  await verify(DECOY, password);
  return false;
}

/** Whether a hash that just verified should be made again with today's parameters (a member's next login does it). */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PREFIX);

/** A hash no password matches: for demo members nobody may log in as, and for an unknown address. */
export const NO_LOGIN = '!';
