import type { ProfileCard } from '../../common/api/profiles';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { addBlock, blockBetween, blockedByMember, removeBlock } from '../db/blocks';
import { removeLikesBetween } from '../db/likes';
import { ProblemError } from './problems';
import { toCard } from './profiles';

/** Blocking (spec §6): the blocked member cannot view the blocker's profile or contact them. */

export async function blockMember(db: Db, userId: number, id: number, now: Date): Promise<void> {
  if (id === userId) throw new ProblemError('block_self');
  const exists = await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new ProblemError('profile_unknown');
  // A block ends what was between them: likes either way go with it.
  await db.transaction().execute(async (trx) => {
    await addBlock(trx, userId, id, now);
    await removeLikesBetween(trx, userId, id);
  });
}

/** What the viewer is told when a block stands between them and a member, whichever way it goes. */
export async function refuseAcrossBlock(db: Db, viewerId: number, member: { id: number; name: string }): Promise<void> {
  const block = await blockBetween(db, viewerId, member.id);
  if (!block) return;
  if (block.blocker_id === member.id) throw new ProblemError('blocked_by', { name: member.name });
  throw new ProblemError('blocked_member', { name: member.name, id: member.id });
}

export async function unblockMember(db: Db, userId: number, id: number): Promise<void> {
  await removeBlock(db, userId, id);
}

/** Whom the member blocked, newest first, so they can be unblocked from the settings. */
export async function blockedMembers(db: Db, config: Config, userId: number, now: Date): Promise<ProfileCard[]> {
  const ids = await blockedByMember(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('profiles')
    .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved').on('photos.is_private', '=', 0))
    .select(['profiles.id', 'profiles.name', 'profiles.birth_date', 'profiles.city', 'profiles.country', 'profiles.region', 'profiles.fictional', 'photos.file_key'])
    .where('profiles.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    // No photo: a block keeps both members' photos from each other.
    return row ? [{ ...toCard(config, row, now), photo: null }] : [];
  });
}
