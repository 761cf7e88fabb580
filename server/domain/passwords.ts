import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at OWASP's recommended strength (N=2^17, r=8, p=1: 128 MiB, comparable to argon2id
 * m=19 MiB t=2). The parameters are stored with each hash as `scrypt$N$r$p$salt$hash`, so they can
 * be raised later without breaking old hashes.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, length: number, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Checked instead of a hash no password can match (an unknown address, a demo member), so that
 * answer takes as long as a wrong password and tells nothing about the address.
 */
const DECOY = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, Buffer.alloc(16).toString('base64'), Buffer.alloc(KEY_LENGTH).toString('base64')].join('$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    await verifyPassword(password, DECOY);
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches: for demo members nobody may log in as, and for an unknown address. */
export const NO_LOGIN = '!';
