import type { User } from '../../../common/api/user';
import { ageOn } from '../../../common/rules/age';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { interestsOf, userWithProfile } from '../../db/users';
import { countryName } from '../profiles/countries';
import { photoUrl } from '../profiles/photo-sizes';

/** The logged-in member as GET /api/user.php answers it (docs/product/data.md#user). */
export async function currentUser(db: Db, config: Config, userId: number, now: Date): Promise<User | null> {
  const row = await userWithProfile(db, userId);
  if (!row) return null;
  return {
    status: row.status,
    credits: row.credits,
    notifications_disabled: JSON.parse(row.notifications_disabled) as User['notifications_disabled'],
    paid_user: row.paid_user === 1,
    signup_date: row.signup_date,
    language: row.language,
    fictional_icon: row.fictional === 1,
    profile: {
      id: row.id,
      status: row.profile_status,
      name: row.name,
      age: ageOn(row.birth_date, now),
      gender: row.gender,
      sexuality: row.sexuality,
      date_of_birth: row.birth_date,
      country: { code: row.country, name: countryName(row.country) },
      region: row.region,
      city: row.city,
      tattoos: row.tattoos === null ? null : row.tattoos === 1,
      hair_color: row.hair_color,
      eye_color: row.eye_color,
      body_type: row.body_type,
      relationship_status: row.relationship_status,
      interests: await interestsOf(db, row.id),
      about_me: row.about_me,
      signup_reason: row.signup_reason,
      fictional: row.fictional === 1,
      main_image:
        row.file_key && row.photo_status
          ? {
              filename: photoUrl(config, row.file_key, 'full'),
              thumb_filename: photoUrl(config, row.file_key, 'thumb'),
              status: row.photo_status,
              match: photoUrl(config, row.file_key, 'card'),
            }
          : null,
    },
    email: row.email,
    invisible: row.invisible === 1,
    email_opt_outs: JSON.parse(row.email_opt_outs) as User['email_opt_outs'],
    push_previews: row.push_previews === 1,
    signup_step: row.signup_step,
    time_zone: row.time_zone,
  };
}
