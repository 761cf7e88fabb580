/** The enumerations of docs/product/data.md#enumerations, exactly as written there. The database checks them too. */

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;

export const INTERESTS = [
  'relationship', 'onenightstand', 'kissing', 'hugging', 'massages', 'lingerie', 'sex', 'safesex',
  'publicsex', 'oralsex', 'analsex', 'sextoys', 'masturbating', 'exchangingpictures', 'threesome',
  'gangbang', 'bondage', 'sadomasochism', 'gym', 'sports', 'dancing', 'travelling', 'adventure',
  'party', 'tattoos', 'music', 'movies', 'videogames', 'politics', 'outdoors', 'gardening', 'hiking',
  'biking', 'reading', 'animals', 'beach', 'art', 'photography', 'theater', 'shopping', 'fashion',
  'astrology', 'cooking', 'foodie', 'bbq', 'sushi', 'vegetarian', 'wine', 'beer', 'tea', 'coffee',
] as const;

export const HAIR_COLORS = [
  'brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark blond', 'dark brown', 'gray', 'red', 'other',
] as const;
export const RELATIONSHIP_STATUSES = ['divorced', 'living together', 'married', 'single', 'widowed', 'unmarried'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const EYE_COLORS = ['blue', 'green', 'hazel', 'brown', 'gray', 'other'] as const;

export const DISABLED_NOTIFICATION_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export const EMAIL_PREFERENCE_KEYS = [
  'new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'promotions', 'weekly_updates', 'news', 'reminders',
] as const;

export const USER_STATUSES = ['not_confirmed', 'active', 'pending_deletion'] as const;
export const PROFILE_STATUSES = ['disabled', 'active'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
export type Interest = (typeof INTERESTS)[number];
export type HairColor = (typeof HAIR_COLORS)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type EyeColor = (typeof EYE_COLORS)[number];

/** Why someone complains (/complaints); the form offers them in this order. */
export const COMPLAINT_REASONS = [
  'fake_profile', 'harassment', 'scam', 'underage', 'offensive_content', 'payment', 'privacy', 'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** Why an operator banned an account (npm run ban): the ban mail names it, as the ban policy promises. */
export const BAN_REASONS = ['fake_profile', 'harassment', 'scam', 'underage', 'offensive_content', 'repeated_breaches'] as const;
export type BanReason = (typeof BAN_REASONS)[number];
