import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegionTerm } from '../../common/countries';
import type { HighlightField } from '../../common/api/members';
import type {
  BodyType, EyeColor, Gender, HairColor, Interest, RelationshipStatus, Sexuality,
} from '../../common/enums';
import type { EMAIL_PREFERENCE_KEYS } from '../../common/enums';

/** Translated labels of the profile enumerations (docs/product/data.md#enumerations), one table per enumeration. */

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
  new_conversations: msg`New conversations`,
  new_messages: msg`New messages`,
  like: msg`New likes`,
  unread_message_reminders: msg`Reminders of unread messages`,
  promotions: msg`Offers and discounts`,
  weekly_updates: msg`Weekly update with new members`,
  news: msg`News about the site`,
  reminders: msg`Other reminders`,
};

export const INTEREST_LABELS: Record<Interest, MessageDescriptor> = {
  relationship: msg`A relationship`,
  onenightstand: msg`One-night stands`,
  kissing: msg`Kissing`,
  hugging: msg`Hugging`,
  massages: msg`Massages`,
  lingerie: msg`Lingerie`,
  sex: msg`Sex`,
  safesex: msg`Safe sex`,
  publicsex: msg`Sex in public`,
  oralsex: msg`Oral sex`,
  analsex: msg`Anal sex`,
  sextoys: msg`Sex toys`,
  masturbating: msg`Masturbating`,
  exchangingpictures: msg`Exchanging pictures`,
  threesome: msg`Threesomes`,
  gangbang: msg`Gang bangs`,
  bondage: msg`Bondage`,
  sadomasochism: msg`Sadomasochism`,
  gym: msg`The gym`,
  sports: msg`Sports`,
  dancing: msg`Dancing`,
  travelling: msg`Travelling`,
  adventure: msg`Adventure`,
  party: msg`Parties`,
  tattoos: msg`Tattoos`,
  music: msg`Music`,
  movies: msg`Movies`,
  videogames: msg`Video games`,
  politics: msg`Politics`,
  outdoors: msg`The outdoors`,
  gardening: msg`Gardening`,
  hiking: msg`Hiking`,
  biking: msg`Cycling`,
  reading: msg`Reading`,
  animals: msg`Animals`,
  beach: msg`The beach`,
  art: msg`Art`,
  photography: msg`Photography`,
  theater: msg`Theatre`,
  shopping: msg`Shopping`,
  fashion: msg`Fashion`,
  astrology: msg`Astrology`,
  cooking: msg`Cooking`,
  foodie: msg`Good food`,
  bbq: msg`Barbecues`,
  sushi: msg`Sushi`,
  vegetarian: msg`Vegetarian food`,
  wine: msg`Wine`,
  beer: msg`Beer`,
  tea: msg`Tea`,
  coffee: msg`Coffee`,
};

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  female: msg`Woman`,
  male: msg`Man`,
};

export const SEXUALITY_LABELS: Record<Sexuality, MessageDescriptor> = {
  hetero: msg`Straight`,
  gay: msg`Gay`,
  lesbian: msg`Lesbian`,
  bi: msg`Bisexual`,
};

/** Names of the highlight items a profile shows (settings.visible_profile_fields). */
export const HIGHLIGHT_LABELS: Record<HighlightField, MessageDescriptor> = {
  relationship_status: msg`Relationship status`,
  body_type: msg`Body type`,
  hair_color: msg`Hair colour`,
  eye_color: msg`Eye colour`,
  tattoos: msg`Tattoos`,
  sexuality: msg`Orientation`,
};
