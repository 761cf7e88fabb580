import type { ProfileUpdate } from '../../../common/api/account';
import { SIGNUP_COMPLETE } from '../../../common/constants';
import type { CountryCode } from '../../../common/countries';
import { birthDateProblem } from '../../../common/rules/account';
import { hasUnsafeCharacters } from '../../../common/rules/text';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { ownProfile, replaceInterests, updateProfileFields } from '../../db/profiles';
import { advanceSignupStep } from '../../db/users';
import { regionsByCountry } from './places';
import { problemError, ProblemError } from '../problems';
import { reviewNewText } from '../staff/text-moderation';

/** A text field's stored value: absent stays absent; trimmed, and null when nothing is left. */
const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * Saves profile fields (the profile editor and the complete-signup steps) all at once or not at all,
 * and moves the member's complete-signup step past the one just finished.
 */
export async function updateProfile(db: Db, config: Config, userId: number, update: ProfileUpdate, now: Date): Promise<void> {
  const { signup_step: step, tattoos, date_of_birth: birthDate, interests, ...fields } = update;
  const current = await ownProfile(db, userId);
  const country: CountryCode = fields.country ?? current.country;
  if (fields.region && !regionsByCountry()[country].some((r) => r.code === fields.region)) {
    throw new ProblemError('invalid_region', { field: 'region' });
  }
  if (birthDate !== undefined) {
    const problem = birthDateProblem(birthDate, now, config.rules.minAge);
    if (problem) throw problemError(problem);
  }
  if (interests && new Set(interests).size !== interests.length) throw new ProblemError('interests_repeated', { field: 'interests' });

  for (const [field, lines] of [['city', false], ['about_me', true], ['signup_reason', true]] as const) {
    const value = fields[field];
    if (value && hasUnsafeCharacters(value, { lines })) throw new ProblemError('invalid_characters', { field });
  }

  const movedCountry = fields.country !== undefined && fields.country !== current.country;
  // Absent stays as it is; null or blank clears; a region or city of the old country means nothing in the new one.
  const place = (value: string | null | undefined) => (value === undefined ? (movedCountry ? null : undefined) : cleared(value));
  const cleaned = Object.fromEntries(Object.entries({
    ...fields,
    region: place(fields.region),
    city: place(fields.city),
    about_me: cleared(fields.about_me),
    signup_reason: cleared(fields.signup_reason),
    birth_date: birthDate,
    tattoos: tattoos === undefined ? undefined : tattoos === null ? null : tattoos ? (1 as const) : (0 as const),
  }).filter(([, value]) => value !== undefined));

  await inTransaction(db, async (trx) => {
    await updateProfileFields(trx, userId, cleaned);
    if (cleaned.about_me !== undefined) await reviewNewText(trx, userId, 'about_me', cleaned.about_me as string | null, now);
    if (interests) await replaceInterests(trx, userId, interests);
    if (step !== undefined) await advanceSignupStep(trx, userId, Math.min(step + 1, SIGNUP_COMPLETE));
  });
}
