import { atom } from 'jotai';
import type { SearchFilters } from '../../common/api/members';
import type { ResellAnswer } from '../../common/api/resell';
import { request } from '../api/client';

/** What a partner's profile can match of a search. */
type ResellFilters = Pick<SearchFilters, 'gender' | 'min_age' | 'max_age'>;

/**
 * The cam/resell cards that match a search's gender and ages. Not stored, in memory or on the device:
 * an ad from a while ago, or offline, is worth nothing (docs/decisions.md). Its own module, so that it
 * loads only with the resell screens.
 */
export const loadResellCardsAtom = atom(null, async (_get, _set, { gender, min_age, max_age }: ResellFilters, signal: AbortSignal) => {
  const query = { gender, min_age: min_age?.toString(), max_age: max_age?.toString() };
  return (await request<ResellAnswer>('resell.php', { query, signal })).cards;
});
