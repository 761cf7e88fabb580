import type { ProfileCard } from '../../../common/api/profiles';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { addBlock, blockBetween, blockedByMember, blockedEitherWay, removeBlock } from '../../db/blocks';
import { removeLikesBetween } from '../../db/likes';
import { cardsOf, profileExists } from '../../db/profiles';
import { ProblemError } from '../problems';
import { toCard } from '../profiles/cards';
import { keptBlocks } from '../accounts/kept-copies';
import type { Deps } from '../deps';

/** Blocking (docs/product/roles.md#blocking): the blocked member cannot view the blocker's profile or contact them. */

/** What a block's change needs: the database, and the bus that tells every process to forget the members' blocks. */
export type BlocksContext = Pick<Deps, 'db' | 'bus'>;

/**
 * The members across a block from this member, either way: hidden from each other everywhere.
 * Lists and searches read them on every request, so they come from the process's copy
 * (kept-copies.ts), which a block's change anywhere drops.
 */
export function acrossBlocks(db: Db, memberId: number): Promise<readonly number[]> {
  return keptBlocks(db, memberId, () => blockedEitherWay(db, memberId));
}

export async function blockMember(ctx: BlocksContext, userId: number, id: number, now: Date): Promise<void> {
  if (id === userId) throw new ProblemError('block_self');
  if (!(await profileExists(ctx.db, id))) throw new ProblemError('profile_unknown');
  // A block ends what was between them: likes either way go with it.
  await inTransaction(ctx.db, async (trx) => {
    await addBlock(trx, userId, id, now);
    await removeLikesBetween(trx, userId, id);
  });
  await ctx.bus.broadcast({ type: 'blocks-changed', memberIds: [userId, id] });
}

/** What the viewer is told when a block stands between them and a member, whichever way it goes. */
export async function refuseAcrossBlock(db: Db, viewerId: number, member: { id: number; name: string }): Promise<void> {
  refuseBlock((await blockBetween(db, viewerId, member.id))?.blocker_id, member);
}

/** refuseAcrossBlock with the block read already: `blockerId` is who blocked, undefined when nobody did. */
export function refuseBlock(blockerId: number | undefined, member: { id: number; name: string }): void {
  if (blockerId === undefined) return;
  if (blockerId === member.id) throw new ProblemError('blocked_by', { name: member.name });
  throw new ProblemError('blocked_member', { name: member.name, id: member.id });
}

export async function unblockMember(ctx: BlocksContext, userId: number, id: number): Promise<void> {
  await removeBlock(ctx.db, userId, id);
  await ctx.bus.broadcast({ type: 'blocks-changed', memberIds: [userId, id] });
}

/** Whom the member blocked, newest first, so they can be unblocked from the settings. */
export async function blockedMembers(db: Db, config: Config, userId: number, now: Date): Promise<ProfileCard[]> {
  const ids = await blockedByMember(db, userId);
  const rows = await cardsOf(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    // No photo: a block keeps both members' photos from each other.
    return row ? [{ ...toCard(config, row, now), photo: null }] : [];
  });
}
