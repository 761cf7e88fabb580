import type { Match } from '../../../common/api/members';
import { ageOn, birthDateRange } from '../../../common/rules/age';
import { matchAgeRange, matchScore, soughtGenders } from '../../../common/rules/match';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { interestsOfMany, ownProfile } from '../../db/profiles';
import { matchCandidates, type CandidateWhere } from '../../db/search';
import { interestsOf } from '../../db/users';
import { regionsByCountry } from '../profiles/places';
import { toCard } from '../profiles/cards';
import { acrossBlocks } from './blocks';

/**
 * The match finder: members who look for the member as the member looks for them, of a fitting age,
 * best first by shared interests and closeness, each with the reason it is shown.
 */

const MATCH_COUNT = 24;
/** Newest candidates scored per search: enough choice, bounded work. */
const POOL = 400;

export async function findMatches(db: Db, config: Config, userId: number, now: Date): Promise<Match[]> {
  const me = await ownProfile(db, userId);
  const myAge = ageOn(me.birth_date, now);
  const pool = await seekersOf(db, config, userId, await acrossBlocks(db, userId), POOL, now, { minimum: MATCH_COUNT });

  const [myInterests, interests] = await Promise.all([interestsOf(db, userId), interestsOfMany(db, pool.map((row) => row.id))]);
  const regionName = me.region ? regionsByCountry()[me.country].find((r) => r.code === me.region)?.name ?? null : null;
  const member = { region: me.region, age: myAge, interests: myInterests };
  return pool
    .map((row) => ({
      row,
      ...matchScore(member, { region: row.region, age: ageOn(row.birth_date, now), interests: interests.get(row.id) ?? [], hasPhoto: row.file_key !== null }),
    }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .slice(0, MATCH_COUNT)
    .map(({ row, reason }) => ({
      profile: toCard(config, row, now),
      reason: { shared_interests: reason.shared_interests, region: reason.same_region ? regionName : null },
    }));
}

/**
 * Newest shown members who look for the member as the member looks for them, of a fitting age, from
 * the member's country first and from everywhere when it has fewer than `minimum` (all of `limit` by
 * default). Never the member, nor anyone in `excluded`. The match finder, the swipe game and the
 * auto-like draw from it.
 */
export async function seekersOf(
  db: Db, config: Config, userId: number, excluded: readonly number[], limit: number, now: Date,
  { minimum = limit, fictionalOnly = false }: { minimum?: number; fictionalOnly?: boolean } = {},
) {
  const me = await ownProfile(db, userId);
  const ages = matchAgeRange(ageOn(me.birth_date, now), config.rules.minAge);
  const where: CandidateWhere = {
    genders: soughtGenders(me.gender, me.sexuality),
    seekerGender: me.gender,
    fictionalOnly,
    ...birthDateRange(now, ages.min, ages.max),
  };
  const without = [userId, ...excluded];
  const pool = await matchCandidates(db, { ...where, country: me.country }, without, limit);
  if (pool.length >= minimum) return pool;
  const seen = new Set(pool.map((row) => row.id));
  const wider = await matchCandidates(db, where, without, limit);
  return [...pool, ...wider.filter((row) => !seen.has(row.id))].slice(0, limit);
}
