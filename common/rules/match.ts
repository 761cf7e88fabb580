import type { Gender, Interest, Sexuality } from '../enums';

/** Who is looking for whom: the rules behind search defaults and the match finder. */

/** The genders a member with this gender and sexuality is looking for. */
export function soughtGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return ['female', 'male'];
  if (sexuality === 'hetero') return [gender === 'male' ? 'female' : 'male'];
  return [gender];
}

export interface Seeker {
  gender: Gender;
  sexuality: Sexuality;
}

/** Both look for each other: the only pairs the match finder suggests. */
export function compatible(a: Seeker, b: Seeker): boolean {
  return soughtGenders(a.gender, a.sexuality).includes(b.gender) && soughtGenders(b.gender, b.sexuality).includes(a.gender);
}

/** Ages a member is suggested: ten years either side, never below the minimum age. */
export function matchAgeRange(age: number, minAge: number): { min: number; max: number } {
  return { min: Math.max(minAge, age - 10), max: age + 10 };
}

export interface MatchCandidate {
  region: string | null;
  age: number;
  interests: readonly Interest[];
  hasPhoto: boolean;
}

export interface MatchReason {
  shared_interests: Interest[];
  same_region: boolean;
}

/** Why a candidate suits the member, and how well: shared interests weigh most, then living close by. */
export function matchScore(member: { region: string | null; age: number; interests: readonly Interest[] }, candidate: MatchCandidate) {
  const shared = candidate.interests.filter((interest) => member.interests.includes(interest));
  const sameRegion = member.region !== null && member.region === candidate.region;
  const score = shared.length * 3 + (sameRegion ? 4 : 0) + (candidate.hasPhoto ? 2 : 0) - Math.abs(member.age - candidate.age) / 5;
  const reason: MatchReason = { shared_interests: shared, same_region: sameRegion };
  return { score, reason };
}
