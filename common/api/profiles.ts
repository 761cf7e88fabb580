import { z } from 'zod/mini';
import { rowIdSchema, queryRowIdSchema } from './ids';
import { MAX_SEARCH_AGE, MIN_AGE } from '../constants';
import { COUNTRY_CODES } from '../countries';

/** An age as a query names it. */
export const ageSchema = z.coerce.number().check(z.int(), z.minimum(MIN_AGE), z.maximum(MAX_SEARCH_AGE));

/** A profile as a card in a list: just enough to recognise someone and open the profile. */
export const profileCardSchema = z.object({
  id: rowIdSchema,
  name: z.string(),
  age: z.int(),
  city: z.nullable(z.string()),
  country: z.enum(COUNTRY_CODES),
  fictional: z.boolean(),
  photo: z.nullable(z.object({ thumb: z.string(), card: z.string() })),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** GET /api/featured.php: the newest members of a country, of the ages a lander's theme names (min_age, max_age). */
export const featuredQuerySchema = z.strictObject({ country: z.optional(z.enum(COUNTRY_CODES)), min_age: z.optional(ageSchema), max_age: z.optional(ageSchema) });
export type FeaturedQuery = z.infer<typeof featuredQuerySchema>;
export const featuredResponseSchema = z.object({ profiles: z.array(profileCardSchema) });
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** GET /api/profile-card.php?id= */
export const profileCardQuerySchema = z.strictObject({ id: queryRowIdSchema });
export const profileCardResponseSchema = z.object({ profile: profileCardSchema });
