import type { Config } from '../config';
import type { Db } from '../db/database';
import { hashPassword, NO_LOGIN } from '../domain/passwords';
import { ensureAvatarPool } from './avatars';
import { drawMember, type SeedMember } from './population';
import { createRng } from './random';

/** Demo members: fictional, flagged so, and never able to log in — but for the one demo login. */

export const DEMO_LOGIN = { email: 'demo@amora.example', password: 'demo-password-2026' } as const;

/** Rows per insert statement: well under SQLite's limit on bound variables. */
const BATCH = 500;

async function nextId(db: Db, table: 'users' | 'photos'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Inserts one batch; returns the next free photo id. */
async function insertBatch(db: Db, members: SeedMember[], firstUserId: number, firstPhotoId: number, now: string): Promise<number> {
  const users = members.map((m, i) => ({
    id: firstUserId + i,
    email: `member${firstUserId + i}@demo.amora.invalid`,
    password_hash: NO_LOGIN,
    status: 'active' as const,
    language: m.language,
    signup_date: now,
  }));
  await db.insertInto('users').values(users).execute();
  let photoId = firstPhotoId;
  const photos = members.flatMap((m, i) => m.photos.map((photo) => ({
    id: photoId++, profile_id: firstUserId + i, file_key: photo.key, is_private: photo.private ? (1 as const) : (0 as const),
    status: 'approved' as const, created_at: now,
  })));
  // Each member's first photo is the main one.
  const mainIds = new Map<number, number>();
  for (const photo of photos) if (!mainIds.has(photo.profile_id)) mainIds.set(photo.profile_id, photo.id);
  await db
    .insertInto('profiles')
    .values(members.map((m, i) => ({ ...m.profile, id: firstUserId + i, main_photo_id: mainIds.get(firstUserId + i) ?? null })))
    .execute();
  for (let i = 0; i < photos.length; i += BATCH) await db.insertInto('photos').values(photos.slice(i, i + BATCH)).execute();
  const interests = members.flatMap((m, i) => m.interests.map((interest) => ({ profile_id: firstUserId + i, interest })));
  for (let i = 0; i < interests.length; i += BATCH) {
    await db.insertInto('profile_interests').values(interests.slice(i, i + BATCH)).execute();
  }
  return photoId;
}

/** Adds `count` fictional members (and the demo login if missing), in one transaction. */
export async function seedMembers(db: Db, config: Config, count: number, seed = 2026): Promise<void> {
  await ensureAvatarPool(config.photosDir);
  const demoHash = await hashPassword(DEMO_LOGIN.password);
  const now = new Date();
  const rng = createRng(seed + (await nextId(db, 'users')));

  await db.transaction().execute(async (trx) => {
    let userId = await nextId(trx, 'users');
    let photoId = await nextId(trx, 'photos');
    for (let done = 0; done < count; done += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => drawMember(rng, userId + i, now));
      photoId = await insertBatch(trx, batch, userId, photoId, now.toISOString());
      userId += batch.length;
    }
    await ensureDemoLogin(trx, demoHash, now.toISOString());
  });
}

/** The demo login is a real (not fictional) member in the Netherlands with a confirmed account. */
async function ensureDemoLogin(db: Db, passwordHash: string, now: string): Promise<void> {
  const exists = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGIN.email).executeTakeFirst();
  if (exists) return;
  const { id } = await db
    .insertInto('users')
    .values({ email: DEMO_LOGIN.email, password_hash: passwordHash, status: 'active', language: 'en', signup_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      id, status: 'active', name: 'Demo', gender: 'male', sexuality: 'hetero', birth_date: '1990-06-15',
      country: 'NL', region: 'NL-NH', city: 'Amsterdam', tattoos: null, hair_color: null, eye_color: null,
      body_type: null, relationship_status: 'single', about_me: null, signup_reason: null, fictional: 0, main_photo_id: null,
    })
    .execute();
}

export async function memberCount(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
