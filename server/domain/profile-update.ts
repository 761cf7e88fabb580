import type { ProfileUpdate } from '../../common/api/account';
import { SIGNUP_COMPLETE } from '../../common/constants';
import type { CountryCode } from '../../common/countries';
import type { Db } from '../db/database';
import { regionsByCountry } from './places';
import { ProblemError } from './problems';

/**
 * Saves profile fields (the complete-signup steps use it) all at once or not at all, and moves the
 * member's complete-signup step past the one just finished.
 */
export async function updateProfile(db: Db, userId: number, update: ProfileUpdate): Promise<void> {
  const { signup_step: step, tattoos, ...fields } = update;
  const current = await db.selectFrom('profiles').select(['country']).where('id', '=', userId).executeTakeFirstOrThrow();
  const country: CountryCode = fields.country ?? current.country;
  if (fields.region && !regionsByCountry()[country].some((r) => r.code === fields.region)) {
    throw new ProblemError('invalid_region', { field: 'region' });
  }
  const movedCountry = fields.country !== undefined && fields.country !== current.country;
  const cleaned = {
    // A region or city of the old country means nothing in the new one.
    ...(movedCountry ? { region: null, city: null } : {}),
    ...fields,
    ...(fields.city !== undefined ? { city: fields.city?.trim() || null } : {}),
    ...(fields.about_me !== undefined ? { about_me: fields.about_me?.trim() || null } : {}),
    ...(tattoos !== undefined ? { tattoos: tattoos === null ? null : tattoos ? (1 as const) : (0 as const) } : {}),
  };
  await db.transaction().execute(async (trx) => {
    if (Object.keys(cleaned).length) await trx.updateTable('profiles').set(cleaned).where('id', '=', userId).execute();
    if (step !== undefined) {
      await trx.updateTable('users')
        .set((eb) => ({ signup_step: eb.fn<number>('max', [eb.ref('signup_step'), eb.val(Math.min(step + 1, SIGNUP_COMPLETE))]) }))
        .where('id', '=', userId).execute();
    }
  });
}
