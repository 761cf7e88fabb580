import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../common/countries';
import type { Locale } from '../../common/constants';
import {
  BODY_TYPES, EYE_COLORS, HAIR_COLORS, INTERESTS, RELATIONSHIP_STATUSES, type Gender, type Interest, type Sexuality,
} from '../../common/enums';
import type { NewProfile } from '../db/schema';
import { regionsWithCities } from '../domain/profiles/places';
import { aboutMe } from './about-me';
import { AVATARS_PER_GENDER, avatarKey } from './avatars';
import { firstName } from './names';
import { pick, pickWeighted, sample } from './random';

/** One fictional demo member, drawn at random but plausibly: as many people as the product will meet. */

/** Rough share of members per country: bigger markets have more members. */
const COUNTRY_WEIGHTS: Record<CountryCode, number> = {
  US: 14, NL: 10, BE: 5, FR: 9, IT: 8, ES: 8, DE: 12, AT: 3, IE: 2, GB: 10, CA: 5, PL: 6, AU: 4, NZ: 1, CH: 3,
};

/** Ages 18–80, most members between 25 and 55. */
const AGE_BANDS = [[18, 24], [25, 34], [35, 44], [45, 54], [55, 64], [65, 80]] as const;
const AGE_WEIGHTS = [14, 28, 24, 18, 10, 6];

export interface SeedMember {
  profile: Omit<NewProfile, 'id' | 'main_photo_id'>;
  language: Locale;
  interests: Interest[];
  /** The first is the main photo; some of the others are private, as members keep them. */
  photos: { key: string; private: boolean }[];
}

function sexuality(rng: () => number, gender: Gender): Sexuality {
  const sameSex: Sexuality = gender === 'male' ? 'gay' : 'lesbian';
  return pickWeighted<Sexuality>(rng, ['hetero', sameSex, 'bi'], [78, 11, 11]);
}

/** Where a member is drawn: anywhere (the product's countries and ages), or near someone. */
export interface Near {
  country: CountryCode;
  ages: readonly [number, number];
}

function birthDate(rng: () => number, today: Date, ages?: readonly [number, number]): { date: string; age: number } {
  const [min, max] = ages ?? pickWeighted(rng, AGE_BANDS, AGE_WEIGHTS);
  const age = min + Math.floor(rng() * (max - min + 1));
  // A birthday between age and age+1 years ago, never in the future of that age.
  const born = new Date(today);
  born.setUTCFullYear(today.getUTCFullYear() - age - 1);
  born.setUTCDate(born.getUTCDate() + 1 + Math.floor(rng() * 364));
  return { date: born.toISOString().slice(0, 10), age };
}

export function drawMember(rng: () => number, seed: number, today: Date, near?: Near): SeedMember {
  const country = near?.country ?? pickWeighted(rng, COUNTRY_CODES, COUNTRY_CODES.map((c) => COUNTRY_WEIGHTS[c]));
  const language = pick(rng, COUNTRIES[country].languages);
  const regions = regionsWithCities()[country];
  // Regions with more towns hold more people.
  const region = pickWeighted(rng, regions, regions.map((r) => Math.sqrt(r.cities.length)));
  const city = pick(rng, region.cities);
  const gender: Gender = rng() < 0.5 ? 'female' : 'male';
  const { date, age } = birthDate(rng, today, near?.ages);
  const interests = sample(rng, INTERESTS, 3 + Math.floor(rng() * 6));

  return {
    language,
    interests,
    photos: Array.from({ length: 1 + Math.floor(rng() * 4) }, (_, i) => ({
      key: avatarKey(gender, Math.floor(rng() * AVATARS_PER_GENDER)),
      private: i > 0 && rng() < 0.5,
    })),
    profile: {
      status: 'active',
      name: firstName(country, language, gender, seed),
      gender,
      sexuality: sexuality(rng, gender),
      birth_date: date,
      country,
      region: region.code,
      city,
      tattoos: rng() < 0.3 ? 1 : 0,
      hair_color: pick(rng, HAIR_COLORS),
      eye_color: pick(rng, EYE_COLORS),
      body_type: pickWeighted(rng, BODY_TYPES, [35, 50, 15]),
      relationship_status: pickWeighted(rng, RELATIONSHIP_STATUSES, [15, 5, 6, 60, 6, 8]),
      about_me: aboutMe({ locale: language, age, gender, city, interests }, rng),
      signup_reason: null,
      fictional: 1,
    },
  };
}
