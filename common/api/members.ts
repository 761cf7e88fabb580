import { z } from 'zod/mini';
import { rowIdSchema, queryRowIdSchema } from './ids';
import { SEARCH_MAX_PAGE } from '../constants';
import { COUNTRY_CODES } from '../countries';
import { GENDERS, INTERESTS, PHOTO_STATUSES } from '../enums';
import { ageSchema, profileCardSchema } from './profiles';
import { userSchema } from './user';

/** Member search, another member's profile, one's own photos, blocking, geocoding and the match finder. */

const positiveId = queryRowIdSchema;


/** GET /api/members.php: the filters of docs/product/data.md#search-state, absent meaning "any", and a page number. */
export const searchQuerySchema = z.strictObject({
  gender: z.optional(z.enum(GENDERS)),
  country: z.optional(z.enum(COUNTRY_CODES)),
  countryregion: z.optional(z.string().check(z.maxLength(20))),
  min_age: z.optional(ageSchema),
  max_age: z.optional(ageSchema),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(SEARCH_MAX_PAGE)), 1),
  /** The visitor's traffic source, for logged-out search (docs/product/validation.md#logged-out-search). */
  network: z.optional(z.string().check(z.maxLength(200))),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchFilters = Omit<SearchQuery, 'page' | 'network'>;

export const searchResponseSchema = z.object({
  page: z.int(),
  results: z.array(profileCardSchema),
  numResults: z.int().check(z.nonnegative()),
  /** When nothing matches: the results of the nearest wider search. */
  similar_results: z.array(profileCardSchema),
  similar_numResults: z.int().check(z.nonnegative()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Profile fields that settings.visible_profile_fields may show as highlights. */
export const HIGHLIGHT_FIELDS = ['relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos', 'sexuality'] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

export const memberPhotoSchema = z.object({
  id: rowIdSchema,
  main: z.boolean(),
  /** Null when the viewer may not see the photo: the answer then holds no address of it at all. */
  urls: z.nullable(z.object({ thumb: z.string(), card: z.string(), full: z.string() })),
});
export type MemberPhoto = z.infer<typeof memberPhotoSchema>;

/** GET /api/profile.php?id=: another member as the viewer may see them. Never coordinates. */
export const memberProfileSchema = z.object({
  id: rowIdSchema,
  name: z.string(),
  age: z.int(),
  gender: z.enum(GENDERS),
  country: z.object({ code: z.enum(COUNTRY_CODES), name: z.string() }),
  region: z.nullable(z.object({ code: z.string(), name: z.string() })),
  city: z.nullable(z.string()),
  fictional: z.boolean(),
  about_me: z.nullable(z.string()),
  interests: z.array(z.enum(INTERESTS)),
  highlights: z.array(z.object({ field: z.enum(HIGHLIGHT_FIELDS), value: z.string() })),
  photos: z.array(memberPhotoSchema),
  photo_count: z.int(),
  /** The viewer likes them; match: they like each other. */
  liked: z.boolean(),
  match: z.boolean(),
  /** Members near them, and members like them. */
  related: z.array(profileCardSchema),
  similar: z.array(profileCardSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberQuerySchema = z.strictObject({ id: positiveId });
export const memberResponseSchema = z.object({ profile: memberProfileSchema });

/** The member's own photos, pending ones included. */
export const ownPhotoSchema = z.object({
  id: rowIdSchema,
  main: z.boolean(),
  private: z.boolean(),
  status: z.enum(PHOTO_STATUSES),
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;
export const photosResponseSchema = z.object({
  photos: z.array(ownPhotoSchema),
  limit: z.int(),
  user: z.optional(userSchema),
});
export type PhotosResponse = z.infer<typeof photosResponseSchema>;
/** PUT /api/photos.php: make a photo the main one, or public or private. */
export const photoChangeSchema = z.strictObject({
  id: rowIdSchema,
  main: z.optional(z.literal(true)),
  private: z.optional(z.boolean()),
});
export type PhotoChange = z.infer<typeof photoChangeSchema>;
export const photoIdSchema = z.strictObject({ id: rowIdSchema });

/** POST and DELETE /api/block.php {id}; GET /api/blocks.php lists whom the member blocked. */
export const blockRequestSchema = photoIdSchema;
export const blocksResponseSchema = z.object({ profiles: z.array(profileCardSchema) });

/** POST and DELETE /api/like.php {id}: like a member or take the like back; the answer is where it stands. */
export const likeRequestSchema = photoIdSchema;
export const likeStateSchema = z.object({ liked: z.boolean(), match: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

/** GET /api/geocode.php?lat=&lon= (docs/product/calls.md#location): the town nearest to a position, from our own data. */
/** A decimal number written in a query; an empty value is missing, not 0. */
const decimal = z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.coerce.number());
export const geocodeQuerySchema = z.strictObject({
  lat: decimal.check(z.minimum(-90), z.maximum(90)),
  lon: decimal.check(z.minimum(-180), z.maximum(180)),
});
export const geocodeSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  region: z.nullable(z.string()),
  city: z.string(),
});
export type Geocode = z.infer<typeof geocodeSchema>;
export const geocodeResponseSchema = z.object({ geocode: geocodeSchema });

/** GET /api/match-finder.php: compatible members, best first, each with why. */
export const matchSchema = z.object({
  profile: profileCardSchema,
  reason: z.object({
    shared_interests: z.array(z.enum(INTERESTS)),
    /** The region's name when they live in the member's region. */
    region: z.nullable(z.string()),
  }),
});
export type Match = z.infer<typeof matchSchema>;
export const matchFinderResponseSchema = z.object({ matches: z.array(matchSchema) });
