import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegionTerm } from '../../common/countries';
import type { BodyType, EyeColor, HairColor, RelationshipStatus } from '../../common/enums';
import type { EMAIL_PREFERENCE_KEYS } from '../../common/enums';

/** Translated labels of the profile enumerations (spec §3), one table per enumeration. */

export const RELATIONSHIP_LABELS: Record<RelationshipStatus, MessageDescriptor> = {
  divorced: msg`Divorced`,
  'living together': msg`Living together`,
  married: msg`Married`,
  single: msg`Single`,
  widowed: msg`Widowed`,
  unmarried: msg`Unmarried`,
};

export const BODY_TYPE_LABELS: Record<BodyType, MessageDescriptor> = {
  slim: msg`Slim`,
  normal: msg`Average`,
  fat: msg`A few extra pounds`,
};

export const HAIR_COLOR_LABELS: Record<HairColor, MessageDescriptor> = {
  brunette: msg`Brunette`,
  blond: msg`Blond`,
  brown: msg`Brown`,
  white: msg`White`,
  bald: msg`Bald`,
  black: msg`Black`,
  'dark blond': msg`Dark blond`,
  'dark brown': msg`Dark brown`,
  gray: msg`Grey`,
  red: msg`Red`,
  other: msg`Other`,
};

export const EYE_COLOR_LABELS: Record<EyeColor, MessageDescriptor> = {
  blue: msg`Blue`,
  green: msg`Green`,
  hazel: msg`Hazel`,
  brown: msg`Brown`,
  gray: msg`Grey`,
  other: msg`Other`,
};

export const REGION_TERM_LABELS: Record<RegionTerm, MessageDescriptor> = {
  province: msg`Province`,
  state: msg`State`,
  region: msg`Region`,
  canton: msg`Canton`,
  voivodeship: msg`Voivodeship`,
};

export const EMAIL_PREFERENCE_LABELS: Record<(typeof EMAIL_PREFERENCE_KEYS)[number], MessageDescriptor> = {
  new_conversations: msg`Someone starts a conversation with me`,
  new_messages: msg`New messages`,
  like: msg`Someone likes me`,
  unread_message_reminders: msg`Reminders of unread messages`,
  promotions: msg`Offers and discounts`,
  weekly_updates: msg`Weekly update with new members`,
  news: msg`News about the site`,
  reminders: msg`Other reminders`,
};
