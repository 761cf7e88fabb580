import type { SearchQuery } from '../../common/api/members';
import { sharedBody, type SharedBody } from './encode';

/** Queries kept at once: visitors ask the first pages of a few popular searches. */
const MAX_KEPT = 1_000;
/**
 * How long an answer is sent again. It is made from a shared list up to 2 s old
 * (search-lists.ts), so a change shows in a visitor's search at most 3 s later instead of 2; once a
 * second is nothing to make it again, and a visitor sees no difference.
 */
const KEPT_MS = 1_000;

/**
 * A visitor's search answer, the same for every visitor who asks the same query (no exclusions, no
 * blocks, the shared lists of search-lists.ts): made, encoded and compressed once, and sent to every
 * visitor who asks within KEPT_MS.
 */
export function visitorAnswers() {
  const kept = new Map<string, { body: SharedBody; until: number }>();
  return async (query: SearchQuery, now: number, make: () => Promise<unknown>): Promise<SharedBody> => {
    const key = JSON.stringify(query);
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.body;
    const body = sharedBody(await make());
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { body, until: now + KEPT_MS });
    return body;
  };
}
