import { HIGHLIGHT_FIELDS, type MemberPhoto, type MemberProfile } from '../../../common/api/members';
import { ageOn, birthDateRange } from '../../../common/rules/age';
import { photoAccess, type PhotoViewer } from '../../../common/rules/photo-access';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { likesBetween, markLikeSeen } from '../../db/likes';
import { photosOf } from '../../db/photos';
import { shownMember } from '../../db/profiles';
import { interestsOf } from '../../db/users';
import { acrossBlocks, refuseAcrossBlock } from '../likes/blocks';
import { countryName } from './countries';
import { photoUrls } from './photo-sizes';
import { regionsByCountry } from './places';
import { ProblemError } from '../problems';
import { newestShown } from '../search/search';
import { sharedCard } from './cards';

/**
 * Another member's profile as the viewer may see it (docs/product/screens.md#profile): locked photos carry no
 * address, a block shuts the page in both directions, and the place is a town, never coordinates.
 */

const RELATED_COUNT = 6;
/** Similar members are of the same gender and within this many years of age. */
const SIMILAR_AGE_YEARS = 5;

async function photosFor(db: Db, config: Config, viewer: PhotoViewer, ownerId: number, mainId: number | null): Promise<MemberPhoto[]> {
  const rows = await photosOf(db, ownerId);
  const own = viewer.kind === 'member' && viewer.id === ownerId;
  return rows
    // Photos waiting for (or refused by) moderation do not exist for anyone but their owner.
    .filter((row) => own || row.status === 'approved')
    .map((row) => {
      const isMain = row.id === mainId;
      const access = photoAccess(viewer, { ownerId, status: row.status, isPrivate: row.is_private === 1, isMain, ownerShown: true }, false);
      const urls = access === 'locked' ? null : photoUrls(config, row.file_key);
      return { id: row.id, main: isMain, urls };
    })
    .sort((a, b) => Number(b.main) - Number(a.main));
}

export async function memberProfile(db: Db, config: Config, viewer: PhotoViewer, id: number, now: Date): Promise<MemberProfile> {
  const row = await shownMember(db, id);
  if (!row) throw new ProblemError('profile_unknown');
  const viewerId = viewer.kind === 'member' ? viewer.id : undefined;
  const blocked = viewerId === undefined ? [] : await acrossBlocks(db, viewerId);
  if (viewerId !== undefined && blocked.includes(id)) await refuseAcrossBlock(db, viewerId, row);

  const excluded = [id, ...(viewerId === undefined ? [] : [viewerId, ...blocked])];
  const age = ageOn(row.birth_date, now);
  const [photos, interests, likes, near, alike] = await Promise.all([
    photosFor(db, config, viewer, id, row.main_photo_id),
    interestsOf(db, id),
    viewerId === undefined ? { liked: false, likedBy: false } : likesBetween(db, viewerId, id),
    newestShown(db, { country: row.country, region: row.region ?? undefined }, excluded, RELATED_COUNT),
    newestShown(db, { gender: row.gender, country: row.country, ...birthDateRange(now, Math.max(config.rules.minAge, age - SIMILAR_AGE_YEARS), age + SIMILAR_AGE_YEARS) }, excluded, RELATED_COUNT * 2),
  ]);
  if (viewerId !== undefined && likes.likedBy) await markLikeSeen(db, id, viewerId, now);
  const nearIds = new Set(near.map((r) => r.id));
  const region = row.region ? regionsByCountry()[row.country].find((r) => r.code === row.region) ?? null : null;
  const highlights = config.rules.visibleProfileFields
    .filter((field): field is (typeof HIGHLIGHT_FIELDS)[number] => (HIGHLIGHT_FIELDS as readonly string[]).includes(field))
    .flatMap((field) => {
      const value = row[field];
      if (value === null) return [];
      return [{ field, value: field === 'tattoos' ? (value === 1 ? 'yes' : 'no') : String(value) }];
    });

  return {
    id,
    name: row.name,
    age,
    gender: row.gender,
    country: { code: row.country, name: countryName(row.country) },
    region,
    city: row.city,
    fictional: row.fictional === 1,
    about_me: row.about_me,
    interests,
    highlights,
    photos,
    photo_count: photos.length,
    liked: likes.liked,
    // Whether they like the viewer is told only once the viewer likes them too: then it is a match.
    match: likes.liked && likes.likedBy,
    related: near.map((r) => sharedCard(config, r, now)),
    similar: alike.filter((r) => !nearIds.has(r.id)).slice(0, RELATED_COUNT).map((r) => sharedCard(config, r, now)),
  };
}
