import { z } from 'zod/mini';
import { COUNTRY_CODES } from '../countries';

/** A profile as a card in a list: just enough to recognise someone and open the profile. */
export const profileCardSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  age: z.int(),
  city: z.nullable(z.string()),
  country: z.enum(COUNTRY_CODES),
  fictional: z.boolean(),
  photo: z.nullable(z.object({ thumb: z.string(), card: z.string() })),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const featuredQuerySchema = z.strictObject({ country: z.optional(z.enum(COUNTRY_CODES)) });
export const featuredResponseSchema = z.object({ profiles: z.array(profileCardSchema) });
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** GET /api/profile-card.php?id= */
export const profileCardQuerySchema = z.strictObject({ id: z.coerce.number().check(z.int(), z.positive()) });
export const profileCardResponseSchema = z.object({ profile: profileCardSchema });
