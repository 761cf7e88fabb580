import type { Db } from './database';

/** Invite codes of invite-only mode. */

export async function insertInvites(db: Db, codes: string[], at: string): Promise<void> {
  if (codes.length) await db.insertInto('invite_codes').values(codes.map((code) => ({ code, created_at: at }))).execute();
}

export async function inviteUnused(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('invite_codes').select('used_at').where('code', '=', code).executeTakeFirst();
  return row !== undefined && row.used_at === null;
}

/** Marks an unused invite as used by a member; false when it is unknown or used already. */
export async function useInvite(db: Db, code: string, userId: number, at: string): Promise<boolean> {
  const used = await db.updateTable('invite_codes').set({ used_by: userId, used_at: at })
    .where('code', '=', code).where('used_at', 'is', null).executeTakeFirst();
  return used.numUpdatedRows === 1n;
}
