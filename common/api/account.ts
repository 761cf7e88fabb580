import { z } from 'zod/mini';
import { withoutUnsafeCharacters } from '../rules/text';
import { cutTrackingValue } from '../rules/tracking';
import { rowIdSchema } from './ids';
import { COUNTRY_CODES } from '../countries';
import { isTimeZone } from '../rules/local-day';
import { ABOUT_ME_MAX, CITY_MAX_LENGTH, LOCALES, SIGNUP_REASON_MAX } from '../constants';
import {
  BODY_TYPES, EMAIL_PREFERENCE_KEYS, EYE_COLORS, GENDERS, HAIR_COLORS, INTERESTS, RELATIONSHIP_STATUSES, SEXUALITIES,
} from '../enums';

/**
 * Requests of the account calls (signup, activation, password, e-mail, deletion, complete-signup).
 * Shapes only, with generous bounds: the rules and their messages are in common/rules/account.ts,
 * so a member always gets the specific message, not a generic one. Strict: a field the call does not
 * know is refused, not silently dropped (a client sending it has a bug worth hearing about).
 */

const text = (max: number) => z.string().check(z.maxLength(max));
/**
 * An advertiser's value, kept whatever it holds: characters no text may hold are taken out and a long
 * one is cut, not refused (the device stores it as it came: cutting there would cost the first
 * load). Past a few kilobytes it is no advertiser's value.
 */
const trackingText = z.string().check(z.maxLength(4096), z.overwrite((value) => cutTrackingValue(withoutUnsafeCharacters(value))));

/** Stored on arrival (docs/product/data.md#tracking-parameters) and sent with the signup. */
export const trackingSchema = z.strictObject({
  network: trackingText,
  ref: z.nullable(trackingText),
  sub1: z.nullable(trackingText),
  sub2: z.nullable(trackingText),
  sub3: z.nullable(trackingText),
});

export const SEEKING = ['male', 'female', 'both'] as const;
export type Seeking = (typeof SEEKING)[number];

/** POST /api/signup.php */
export const signupRequestSchema = z.strictObject({
  email: text(1000),
  name: text(1000),
  password: text(1000),
  date_of_birth: text(20),
  gender: z.enum(GENDERS),
  seeking: z.enum(SEEKING),
  language: z.enum(LOCALES),
  /** The member confirmed an address the did-you-mean check doubted. */
  keep_email: z.optional(z.boolean()),
  /** Signup from a profile (/members/{id}/signup): the first message to that member. */
  profile_id: z.optional(rowIdSchema),
  signup_message: z.optional(text(10_000)),
  invite: z.optional(text(64)),
  tracking: z.optional(z.nullable(trackingSchema)),
  /** Visitor's country (geo-IP or chosen); the location step may change it. */
  country: z.optional(z.enum(COUNTRY_CODES)),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /api/password-reset.php: ask for the mail. */
export const resetRequestSchema = z.strictObject({ email: text(1000) });
/** PUT /api/password-reset.php: set the new password with the mailed token. */
export const resetPasswordSchema = z.strictObject({ token: text(200), password: text(1000), password_repeat: text(1000) });
/** POST /api/email-change.php */
export const emailChangeRequestSchema = z.strictObject({ email: text(1000), password: text(1000) });
/** PUT /api/email-change.php and the other single-use links (GET /api/activate.php?token=…). */
export const tokenSchema = z.strictObject({ token: text(200) });
/** GET /api/invite.php?code= */
export const inviteQuerySchema = z.strictObject({ code: text(64) });
/** Calls that take no input (POST /api/activation-mail.php): anything sent is a client's mistake. */
export const noInputSchema = z.strictObject({});
/** POST /api/password.php */
export const passwordChangeSchema = z.strictObject({ old_password: text(1000), password: text(1000), password_repeat: text(1000) });
/** DELETE /api/user.php */
export const deleteAccountSchema = z.strictObject({ password: text(1000) });
/** POST /api/reactivate.php: reactivate from the login form while deletion is pending. */
export const reactivateSchema = z.strictObject({ email: text(1000), password: text(1000) });

/** PUT /api/user.php: the account settings a member can change in place (docs/product/calls.md#account-settings). */
export const accountSettingsSchema = z.strictObject({
  language: z.optional(z.enum(LOCALES)),
  invisible: z.optional(z.boolean()),
  email_opt_outs: z.optional(z.array(z.enum(EMAIL_PREFERENCE_KEYS))),
  /** Turns mail back on after it was disabled (a bounce, a spam report, an unsubscribe from all). */
  email_enabled: z.optional(z.literal(true)),
  /** Pushes say who wrote and what; off, the lock screen shows a neutral text. */
  push_previews: z.optional(z.boolean()),
  /** The browser's IANA time zone: daily allowances reset at the member's own midnight. */
  time_zone: z.optional(z.string().check(z.refine(isTimeZone, 'Unknown time zone'))),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT /api/profile.php: the profile editor and the complete-signup steps; absent fields stay as they are. */
export const profileUpdateSchema = z.strictObject({
  gender: z.optional(z.enum(GENDERS)),
  sexuality: z.optional(z.enum(SEXUALITIES)),
  date_of_birth: z.optional(text(20)),
  country: z.optional(z.enum(COUNTRY_CODES)),
  region: z.optional(z.nullable(text(20))),
  city: z.optional(z.nullable(text(CITY_MAX_LENGTH))),
  relationship_status: z.optional(z.nullable(z.enum(RELATIONSHIP_STATUSES))),
  body_type: z.optional(z.nullable(z.enum(BODY_TYPES))),
  hair_color: z.optional(z.nullable(z.enum(HAIR_COLORS))),
  eye_color: z.optional(z.nullable(z.enum(EYE_COLORS))),
  tattoos: z.optional(z.nullable(z.boolean())),
  about_me: z.optional(z.nullable(text(ABOUT_ME_MAX))),
  interests: z.optional(z.array(z.enum(INTERESTS)).check(z.maxLength(INTERESTS.length))),
  signup_reason: z.optional(z.nullable(text(SIGNUP_REASON_MAX))),
  /** The complete-signup step this save finishes; the next visit resumes after it. */
  signup_step: z.optional(z.int().check(z.nonnegative(), z.maximum(4))),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
