import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { insertInvites, inviteUnused } from '../../db/invites';

/** Invite codes for invite-only mode: 32 hex characters, the path of the invite link (/{token}). */

export const INVITE_PATTERN = /^[0-9a-f]{32}$/;

export async function createInvites(db: Db, count: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  await insertInvites(db, codes, now.toISOString());
  return codes;
}

export async function inviteUsable(db: Db, code: string): Promise<boolean> {
  const normalized = code.toLowerCase();
  return INVITE_PATTERN.test(normalized) && inviteUnused(db, normalized);
}
