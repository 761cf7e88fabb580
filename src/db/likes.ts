import type { LikesResponse } from '../../common/api/likes';
import type { ProfileCard } from '../../common/api/profiles';
import type { LikeType } from '../../common/route-params';
import type { AppDatabase, LikeRow } from './database';
import { readValue, writeValue } from './key-value';

/**
 * The member's likes both ways, as the likes pages, the badge and the overlay read them. The poller
 * and the likes atoms write them here, and nowhere else.
 */

/** The like the overlay shows (docs/product/screens.md#new-like-and-match-overlay): one at a time, cleared when closed in any tab. */
export interface LikeAnnouncement {
  profile: ProfileCard;
  match: boolean;
}

const OVERLAY_KEY = 'like-overlay';
/** Set after the first answer is stored: likes already there when the device first looks are not news. */
const SYNCED_KEY = 'likes-synced';

/**
 * Stores the answer of GET /api/likes.php in place of what was stored. A received like that is new
 * and was not stored before has just arrived: the newest such is announced (never on the device's
 * first look, and never twice, since it is stored from then on).
 */
export async function storeLikes(database: AppDatabase, answer: LikesResponse): Promise<void> {
  const cards = new Map(answer.profiles.map((card) => [card.id, card]));
  const sent: LikeRow[] = answer.likes.map((like) => ({ profileId: like.id, direction: 'sent', isNew: 0, createdAt: like.created_at, profile: cards.get(like.id) }));
  const received: LikeRow[] = answer.liked_by.map((like) => ({
    profileId: like.id, direction: 'received', isNew: like.like_new ? 1 : 0, createdAt: like.created_at, profile: cards.get(like.id),
  }));
  await database.transaction('rw', database.likes, database.keyValue, async () => {
    const known = new Set((await database.likes.where('direction').equals('received').primaryKeys()).map(([, id]) => id));
    const synced = (await readValue<boolean>(database, SYNCED_KEY)) === true;
    await database.likes.clear();
    await database.likes.bulkPut([...sent, ...received]);
    await writeValue(database, SYNCED_KEY, true);
    const arrived = received
      .filter((row) => row.isNew === 1 && row.profile && !known.has(row.profileId))
      .sort(newestFirst)[0];
    if (synced && arrived?.profile) {
      await announceLike(database, { profile: arrived.profile, match: sent.some((row) => row.profileId === arrived.profileId) });
    }
  });
}

/** Nobody is logged in: no likes are kept, and the next member's first look is a first look again. */
export async function forgetLikes(database: AppDatabase): Promise<void> {
  await database.transaction('rw', database.likes, database.keyValue, async () => {
    await database.likes.clear();
    await database.keyValue.bulkDelete([SYNCED_KEY, OVERLAY_KEY]);
  });
}

/** A like that just arrived by other means than the poll (the auto-like): stored as new, and announced. */
export async function storeArrivedLike(database: AppDatabase, profile: ProfileCard): Promise<void> {
  await database.transaction('rw', database.likes, database.keyValue, async () => {
    await database.likes.put({ profileId: profile.id, direction: 'received', isNew: 1, createdAt: new Date().toISOString(), profile });
    const match = (await database.likes.get(['sent', profile.id])) !== undefined;
    await announceLike(database, { profile, match });
  });
}

/** A like the member gave (or took back), with the card to list it by when known. */
export async function storeSentLike(database: AppDatabase, profileId: number, liked: boolean, profile?: ProfileCard): Promise<void> {
  if (!liked) return database.likes.delete(['sent', profileId]);
  const stored = await database.likes.get(['sent', profileId]);
  const received = await database.likes.get(['received', profileId]);
  await database.likes.put({
    profileId, direction: 'sent', isNew: 0, createdAt: stored?.createdAt ?? new Date().toISOString(), profile: profile ?? stored?.profile ?? received?.profile,
  });
}

/** The member opened the liker's profile: the like is not new any more (docs/product/states.md#likes). */
export async function markLikeSeen(database: AppDatabase, profileId: number): Promise<void> {
  await database.likes.update(['received', profileId], { isNew: 0 });
}

/** Forgets every like with a member (after a block, which ends them on the server too). */
export async function forgetLikesWith(database: AppDatabase, profileId: number): Promise<void> {
  await database.likes.bulkDelete([['sent', profileId], ['received', profileId]]);
}

export async function announceLike(database: AppDatabase, announcement: LikeAnnouncement): Promise<void> {
  await writeValue(database, OVERLAY_KEY, announcement);
}

export async function announcedLike(database: AppDatabase): Promise<LikeAnnouncement | null> {
  return (await readValue<LikeAnnouncement>(database, OVERLAY_KEY)) ?? null;
}

export async function dismissAnnouncedLike(database: AppDatabase): Promise<void> {
  await database.keyValue.delete(OVERLAY_KEY);
}

/** A like with the member's card, as the lists show it; a match carries both dates. */
export interface ListedLike {
  profile: ProfileCard;
  isNew: boolean;
  /** When the like (for a match, the later of the two) was given. */
  createdAt: string;
  sentAt: string | null;
  receivedAt: string | null;
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** One member's likes both ways as a listed like; null without a card to show. */
function listedLike(mine: LikeRow | undefined, theirs: LikeRow | undefined): ListedLike | null {
  const profile = theirs?.profile ?? mine?.profile;
  if (!profile) return null;
  const dates = [mine?.createdAt, theirs?.createdAt].filter((date): date is string => date !== undefined).sort();
  return { profile, isNew: theirs?.isNew === 1, createdAt: dates.at(-1)!, sentAt: mine?.createdAt ?? null, receivedAt: theirs?.createdAt ?? null };
}

/** Each kind of like, in the order the pages show it: received new first, then newest; the others newest first. */
export async function likesByType(database: AppDatabase): Promise<Record<LikeType, ListedLike[]>> {
  const rows = await database.likes.toArray();
  const sent = new Map(rows.filter((row) => row.direction === 'sent').map((row) => [row.profileId, row]));
  const received = new Map(rows.filter((row) => row.direction === 'received').map((row) => [row.profileId, row]));
  const list = (ids: Iterable<number>) => [...ids].flatMap((id) => listedLike(sent.get(id), received.get(id)) ?? []);
  return {
    received: list(received.keys()).sort((a, b) => Number(b.isNew) - Number(a.isNew) || newestFirst(a, b)),
    sent: list(sent.keys()).sort(newestFirst),
    matches: list([...received.keys()].filter((id) => sent.has(id))).sort(newestFirst),
  };
}

/** What is between the member and one other member; null when nothing is. */
export async function likesWith(database: AppDatabase, profileId: number): Promise<ListedLike | null> {
  const [mine, theirs] = await Promise.all([database.likes.get(['sent', profileId]), database.likes.get(['received', profileId])]);
  return listedLike(mine, theirs);
}
