import type { PhotoViewer } from '../../common/rules/photo-access';
import type { Db } from '../db/database';

/** Who is looking: a visitor, or a member who is premium or not. */
export async function viewerOf(db: Db, userId: number | undefined): Promise<PhotoViewer> {
  if (userId === undefined) return { kind: 'visitor' };
  const row = await db.selectFrom('users').select('paid_user').where('id', '=', userId).executeTakeFirst();
  return row ? { kind: 'member', id: userId, premium: row.paid_user === 1 } : { kind: 'visitor' };
}
