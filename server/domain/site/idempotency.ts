import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { claimIdempotentRequest, idempotentRequest, releaseIdempotentRequest, storeIdempotentAnswer } from '../../db/idempotency';
import { ProblemError } from '../problems';

/**
 * Safe retries of writes, as the IETF Idempotency-Key draft and payment APIs do it: the client sends
 * a fresh key with each write and the same key with its retries; the first answer is kept for a day
 * and a retry gets it again instead of a second write. The same key with another request is refused.
 *
 * The key is known only to the client that made it: rows are found by a hash of key and sender, and
 * answers (which may set a session cookie) are encrypted with a key derived from it, so a copy of the
 * database reveals none of them.
 */

const KEEP_MS = 24 * 3600_000;
/** How long a write may run before a retry with its key may run it again (its process stopped). */
const LOCK_MS = 60_000;
/** Visible ASCII, as the header draft allows; a UUID is what our client sends. */
const KEY_FORMAT = /^[\x21-\x7e]{8,255}$/;

export interface StoredAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

export type IdempotentStart = { outcome: 'run'; id: string } | { outcome: 'replay'; answer: StoredAnswer };

export interface IdempotentRequest {
  key: string;
  /** Who sends it: their session, or a visitor's network address (a retry carries the same). */
  sender: string;
  /** Method, path and body, as sent. */
  fingerprint: Buffer;
}

const sha256 = (...parts: (string | Buffer)[]) => parts.reduce((hash, part) => hash.update(part).update('\n'), createHash('sha256'));
const cipherKey = (key: string) => sha256('answer', key).digest();

function seal(answer: StoredAnswer, key: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(key), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function open(stored: Buffer, key: string): StoredAnswer {
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(key), stored.subarray(0, 12));
  decipher.setAuthTag(stored.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]).toString('utf8')) as StoredAnswer;
}

/** Whether the write may run now, or the answer a first attempt got. */
export async function startIdempotent(db: Db, request: IdempotentRequest, now: Date): Promise<IdempotentStart> {
  if (!KEY_FORMAT.test(request.key)) throw new ProblemError('invalid_idempotency_key');
  const id = sha256('request', request.sender, request.key).digest('base64url');
  const requestHash = sha256(request.fingerprint).digest('base64url');
  const at = now.toISOString();
  const existing = await idempotentRequest(db, id);
  if (existing && existing.expires_at > at) {
    if (existing.request_hash !== requestHash) throw new ProblemError('idempotency_key_reused');
    if (existing.answer) return { outcome: 'replay', answer: open(existing.answer, request.key) };
  }
  const claimed = await claimIdempotentRequest(db, {
    id, request_hash: requestHash, created_at: at,
    locked_until: new Date(now.getTime() + LOCK_MS).toISOString(), expires_at: new Date(now.getTime() + KEEP_MS).toISOString(),
  });
  // Another attempt with this key is running: the client waits a moment and asks again.
  if (!claimed) throw new ProblemError('request_in_progress', { seconds: 1 });
  return { outcome: 'run', id };
}

/**
 * Keeps the answer for retries, when it is one a retry should get again: a success or a refusal. A
 * failure that may pass (5xx, a rate limit, a timeout) lets the key run again instead.
 */
export async function finishIdempotent(db: Db, id: string, key: string, answer: StoredAnswer): Promise<void> {
  const final = answer.status < 500 && answer.status !== 408 && answer.status !== 429;
  if (final) await storeIdempotentAnswer(db, id, seal(answer, key));
  else await releaseIdempotentRequest(db, id);
}
