import { z } from 'zod/mini';
import { MAX_SEARCH_AGE, MIN_AGE } from '../constants';
import { GENDERS } from '../enums';

/**
 * GET /api/resell.php (docs/api.md): the cam/resell cards of docs/product/screens.md#cam-resell-cards, profiles of a partner site
 * shown among search results when `member_resell` is on. The query is the search's own filters
 * that a partner's profile can match; the cards come from the partner's feed (server/domain/search/resell-feed.ts).
 */

const age = z.coerce.number().check(z.int(), z.minimum(MIN_AGE), z.maximum(MAX_SEARCH_AGE));

export const resellQuerySchema = z.strictObject({
  gender: z.optional(z.enum(GENDERS)),
  min_age: z.optional(age),
  max_age: z.optional(age),
});
export type ResellQuery = z.infer<typeof resellQuerySchema>;

export interface ResellCard {
  /** The partner's own id of the profile. */
  id: string;
  name: string;
  age: number;
  /** The partner site's name, shown on the card: the card is an offer of that site, not a member here. */
  partner: string;
  /** Where the card leads: the profile on the partner's site, with the operator's affiliate code. */
  url: string;
  /** The photo, served by us (GET /resell-photos/…) so that showing a card tells the partner nothing. */
  photo: string;
}

export interface ResellAnswer {
  cards: ResellCard[];
}
