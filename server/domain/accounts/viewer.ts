import type { PhotoViewer } from '../../../common/rules/photo-access';
import type { Db } from '../../db/database';
import { isPaidUser } from '../../db/accounts';

/** Who is looking: a visitor, or a member who is premium or not. */
export async function viewerOf(db: Db, userId: number | undefined): Promise<PhotoViewer> {
  if (userId === undefined) return { kind: 'visitor' };
  const premium = await isPaidUser(db, userId);
  return premium === undefined ? { kind: 'visitor' } : { kind: 'member', id: userId, premium };
}
