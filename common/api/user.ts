import { z } from 'zod/mini';
import { rowIdSchema } from './ids';
import { COUNTRY_CODES } from '../countries';
import { EMAIL_MAX_LENGTH, LOCALES, PASSWORD_LENGTH } from '../constants';
import {
  BODY_TYPES, DISABLED_NOTIFICATION_REASONS, EMAIL_PREFERENCE_KEYS, EYE_COLORS, GENDERS, HAIR_COLORS, INTERESTS,
  PHOTO_STATUSES, PROFILE_STATUSES, RELATIONSHIP_STATUSES, SEXUALITIES, USER_STATUSES,
} from '../enums';

/** The member-facing shapes of docs/product/data.md: Profile and the authenticated User. */

export const mainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(PHOTO_STATUSES),
  /** Square crop used by the like/match overlay. */
  match: z.string(),
});

export const profileSchema = z.object({
  id: rowIdSchema,
  status: z.enum(PROFILE_STATUSES),
  name: z.string(),
  age: z.int(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  date_of_birth: z.nullable(z.string()),
  country: z.object({ code: z.enum(COUNTRY_CODES), name: z.string() }),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  tattoos: z.nullable(z.boolean()),
  hair_color: z.nullable(z.enum(HAIR_COLORS)),
  eye_color: z.nullable(z.enum(EYE_COLORS)),
  body_type: z.nullable(z.enum(BODY_TYPES)),
  relationship_status: z.nullable(z.enum(RELATIONSHIP_STATUSES)),
  interests: z.array(z.enum(INTERESTS)),
  about_me: z.nullable(z.string()),
  signup_reason: z.nullable(z.string()),
  fictional: z.boolean(),
  main_image: z.nullable(mainImageSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const userSchema = z.object({
  status: z.enum(USER_STATUSES),
  credits: z.int().check(z.nonnegative()),
  notifications_disabled: z.array(z.enum(DISABLED_NOTIFICATION_REASONS)),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.enum(LOCALES),
  fictional_icon: z.boolean(),
  profile: profileSchema,
  /** The member's own account details, for the settings page. */
  email: z.string(),
  invisible: z.boolean(),
  email_opt_outs: z.array(z.enum(EMAIL_PREFERENCE_KEYS)),
  /** Pushes say who wrote and what; off (the default), the lock screen shows a neutral text. */
  push_previews: z.boolean(),
  /** The next complete-signup step (0–4); SIGNUP_COMPLETE once done. */
  signup_step: z.int().check(z.nonnegative()),
  /** The member's IANA time zone as last sent by a browser; null until then. */
  time_zone: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: z.nullable(userSchema) });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/user.php: log in. */
export const loginRequestSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(EMAIL_MAX_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_LENGTH.max)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
