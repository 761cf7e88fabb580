import {
  fakerDE, fakerDE_AT, fakerDE_CH, fakerEN_AU, fakerEN_CA, fakerEN_GB, fakerEN_IE, fakerEN_US, fakerES,
  fakerFR, fakerFR_BE, fakerFR_CA, fakerFR_CH, fakerIT, fakerNL, fakerNL_BE, fakerPL, type Faker,
} from '@faker-js/faker';
import type { CountryCode } from '../../common/countries';
import type { Locale } from '../../common/constants';
import type { Gender } from '../../common/enums';

/** First names as people of that country and language are really called, from faker's locale data. */
const FAKERS: Partial<Record<`${CountryCode}-${Locale}`, Faker>> = {
  'US-en': fakerEN_US, 'US-es': fakerES, 'NL-nl': fakerNL, 'BE-nl': fakerNL_BE, 'BE-fr': fakerFR_BE,
  'BE-de': fakerDE, 'FR-fr': fakerFR, 'IT-it': fakerIT, 'ES-es': fakerES, 'DE-de': fakerDE, 'AT-de': fakerDE_AT,
  'IE-en': fakerEN_IE, 'GB-en': fakerEN_GB, 'CA-en': fakerEN_CA, 'CA-fr': fakerFR_CA, 'PL-pl': fakerPL,
  'AU-en': fakerEN_AU, 'NZ-en': fakerEN_AU, 'CH-de': fakerDE_CH, 'CH-fr': fakerFR_CH, 'CH-it': fakerIT, 'CH-en': fakerEN_GB,
};

export function firstName(country: CountryCode, locale: Locale, gender: Gender, seed: number): string {
  const faker = FAKERS[`${country}-${locale}`] ?? fakerEN_US;
  faker.seed(seed);
  return faker.person.firstName(gender);
}
