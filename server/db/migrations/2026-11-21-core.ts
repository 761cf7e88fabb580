import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Core schema: members, their profiles, interests and photos, and tracking records.
 * Frozen in time: the enumeration lists are copied here, not imported, so later edits to the app
 * cannot change what this migration did.
 */

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
const nullOr = (column: string, values: readonly string[]) =>
  sql.raw(`${column} is null or ${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'];
const COUNTRIES = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH'];
const INTERESTS = [
  'relationship', 'onenightstand', 'kissing', 'hugging', 'massages', 'lingerie', 'sex', 'safesex',
  'publicsex', 'oralsex', 'analsex', 'sextoys', 'masturbating', 'exchangingpictures', 'threesome',
  'gangbang', 'bondage', 'sadomasochism', 'gym', 'sports', 'dancing', 'travelling', 'adventure',
  'party', 'tattoos', 'music', 'movies', 'videogames', 'politics', 'outdoors', 'gardening', 'hiking',
  'biking', 'reading', 'animals', 'beach', 'art', 'photography', 'theater', 'shopping', 'fashion',
  'astrology', 'cooking', 'foodie', 'bbq', 'sushi', 'vegetarian', 'wine', 'beer', 'tea', 'coffee',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_confirmed'))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('signup_date', 'text', (c) => c.notNull())
    .addColumn('invisible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('users_status', inList('status', ['not_confirmed', 'active', 'pending_deletion']))
    .addCheckConstraint('users_credits', sql`credits >= 0`)
    .addCheckConstraint('users_paid_user', sql`paid_user in (0, 1)`)
    .addCheckConstraint('users_invisible', sql`invisible in (0, 1)`)
    .addCheckConstraint('users_language', inList('language', LOCALES))
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('disabled'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('sexuality', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('tattoos', 'integer')
    .addColumn('hair_color', 'text')
    .addColumn('eye_color', 'text')
    .addColumn('body_type', 'text')
    .addColumn('relationship_status', 'text')
    .addColumn('about_me', 'text')
    .addColumn('signup_reason', 'text')
    .addColumn('fictional', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_photo_id', 'integer')
    .addCheckConstraint('profiles_status', inList('status', ['disabled', 'active']))
    .addCheckConstraint('profiles_gender', inList('gender', ['male', 'female']))
    .addCheckConstraint('profiles_sexuality', inList('sexuality', ['hetero', 'gay', 'lesbian', 'bi']))
    .addCheckConstraint('profiles_country', inList('country', COUNTRIES))
    .addCheckConstraint('profiles_tattoos', sql`tattoos is null or tattoos in (0, 1)`)
    .addCheckConstraint('profiles_hair_color', nullOr('hair_color', [
      'brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark blond', 'dark brown', 'gray', 'red', 'other',
    ]))
    .addCheckConstraint('profiles_eye_color', nullOr('eye_color', ['blue', 'green', 'hazel', 'brown', 'gray', 'other']))
    .addCheckConstraint('profiles_body_type', nullOr('body_type', ['slim', 'normal', 'fat']))
    .addCheckConstraint('profiles_relationship_status', nullOr('relationship_status', [
      'divorced', 'living together', 'married', 'single', 'widowed', 'unmarried',
    ]))
    .addCheckConstraint('profiles_fictional', sql`fictional in (0, 1)`)
    .execute();
  // The search of later issues filters on these.
  await db.schema.createIndex('profiles_search').on('profiles').columns(['status', 'country', 'gender', 'birth_date']).execute();

  await db.schema
    .createTable('profile_interests')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('interest', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_interests_pk', ['profile_id', 'interest'])
    .addCheckConstraint('profile_interests_interest', inList('interest', INTERESTS))
    .execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('photos_is_private', sql`is_private in (0, 1)`)
    .addCheckConstraint('photos_status', inList('status', ['pending', 'approved', 'rejected']))
    .execute();
  await db.schema.createIndex('photos_profile').on('photos').column('profile_id').execute();

  await db.schema
    .createTable('tracking')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('sub1', 'text')
    .addColumn('sub2', 'text')
    .addColumn('sub3', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tracking', 'photos', 'profile_interests', 'profiles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
