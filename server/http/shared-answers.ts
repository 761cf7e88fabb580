import type { SearchQuery, SearchResponse } from '../../common/api/members';
import { sharedBody, type SharedBody } from './encode';

/** Queries kept at once: searchers ask the first pages of a few popular searches. */
const MAX_KEPT = 1_000;
/**
 * How long an answer is sent again. It is made from a shared list up to 2 s old
 * (search-lists.ts), so a change shows in a search at most 3 s later instead of 2; once a second
 * is nothing to make it again, and a searcher sees no difference.
 */
const KEPT_MS = 1_000;

export interface SharedAnswer {
  answer: SearchResponse;
  body: SharedBody;
}

/**
 * The search answer that is the same for everyone who asks the same query (visitors, and members
 * whose exclusions it does not touch: searchAudience in domain/search.ts): made, encoded and
 * compressed once, and sent to everyone who asks within KEPT_MS.
 */
export function sharedAnswers() {
  const kept = new Map<string, SharedAnswer & { until: number }>();
  return async (query: SearchQuery, now: number, make: () => Promise<SearchResponse>): Promise<SharedAnswer> => {
    const key = JSON.stringify(query);
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit;
    const answer = await make();
    const entry = { answer, body: sharedBody(answer), until: now + KEPT_MS };
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, entry);
    return entry;
  };
}
