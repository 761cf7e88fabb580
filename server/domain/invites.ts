import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** Invite codes for invite-only mode: 32 hex characters, the path of the invite link (/{token}). */

export const INVITE_PATTERN = /^[0-9a-f]{32}$/;

export async function createInvites(db: Db, count: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  if (codes.length) await db.insertInto('invite_codes').values(codes.map((code) => ({ code, created_at: now.toISOString() }))).execute();
  return codes;
}

export async function inviteUsable(db: Db, code: string): Promise<boolean> {
  const normalized = code.toLowerCase();
  if (!INVITE_PATTERN.test(normalized)) return false;
  const row = await db.selectFrom('invite_codes').select('used_at').where('code', '=', normalized).executeTakeFirst();
  return row !== undefined && row.used_at === null;
}
