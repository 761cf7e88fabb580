import type { FeaturedQuery, ProfileCard } from '../../../common/api/profiles';
import { birthDateRange } from '../../../common/rules/age';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { visibleProfile } from '../../db/profiles';
import { newestWithPhoto } from '../../db/search';
import { acrossBlocks, refuseAcrossBlock } from '../likes/blocks';
import { toCard } from '../profiles/cards';

const FEATURED_COUNT = 12;

/**
 * Members for the home page and the landers: the newest in the visitor's country, or anywhere when it
 * has none; of the ages a lander's theme names. A member is not shown themselves, nor anyone on
 * either side of a block with them.
 */
export async function featuredProfiles(db: Db, config: Config, viewerId: number | undefined, { country, min_age, max_age }: FeaturedQuery): Promise<ProfileCard[]> {
  const excluded = viewerId === undefined ? [] : [viewerId, ...(await acrossBlocks(db, viewerId))];
  const today = new Date();
  const born = birthDateRange(today, min_age, max_age);
  let rows = await newestWithPhoto(db, country, excluded, FEATURED_COUNT, born);
  if (rows.length === 0 && country) rows = await newestWithPhoto(db, undefined, excluded, FEATURED_COUNT, born);
  return rows.map((row) => toCard(config, row, today));
}

/** One visible member as a card (signup from a profile shows whom the first message goes to); refused across a block. */
export async function profileCard(db: Db, config: Config, viewerId: number | undefined, id: number): Promise<ProfileCard | null> {
  const row = await visibleProfile(db, id);
  if (!row) return null;
  if (viewerId !== undefined) await refuseAcrossBlock(db, viewerId, row);
  return toCard(config, row, new Date());
}
