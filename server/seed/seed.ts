import type { FileStorage } from '../adapters/storage';
import { emailTaken, insertUser, userByEmail } from '../db/accounts';
import { inTransaction, type Db } from '../db/database';
import { giveMainPhoto, insertInterests, insertPhotos, insertProfiles, insertUsers, memberCount, nextId } from '../db/demo-members';
import { continueIdsAfterHighest, numberRowsOurselves } from '../db/id-sequences';
import { insertProfile } from '../db/profiles';
import { eraseAccount } from '../domain/accounts/erasure';
import { grantCredits } from '../domain/payments/credits';
import { hashPassword, NO_LOGIN } from '../domain/accounts/passwords';
import { avatarKey, ensureAvatarPool } from './avatars';
import { drawMember, type Near, type SeedMember } from './population';
import { createRng } from './random';

/**
 * Demo members: fictional, flagged so, and never able to log in — but for the two demo logins, a man
 * and a woman who look for each other, so that a newcomer can open two windows and chat live.
 */

export const DEMO_LOGIN = { email: 'demo@amora.example', password: 'demo-password-2026' } as const;
export const SECOND_DEMO_LOGIN = { email: 'demo2@amora.example', password: DEMO_LOGIN.password } as const;
/** Credits each demo login starts with (through the ledger), so chatting, photos and gifts can be tried. */
export const DEMO_CREDITS = 200;
export { memberCount };

/** Members drawn and written per round, so 100,000 members never sit in memory at once. */
const ROUND = 500;

/** Inserts one round; returns the next free photo id. */
async function insertRound(db: Db, members: SeedMember[], firstUserId: number, firstPhotoId: number, now: string): Promise<number> {
  await insertUsers(db, members.map((m, i) => ({
    id: firstUserId + i,
    email: `member${firstUserId + i}@demo.amora.invalid`,
    password_hash: NO_LOGIN,
    status: 'active' as const,
    language: m.language,
    signup_date: now,
  })));
  let photoId = firstPhotoId;
  const photos = members.flatMap((m, i) => m.photos.map((photo) => ({
    id: photoId++, profile_id: firstUserId + i, file_key: photo.key, is_private: photo.private ? (1 as const) : (0 as const),
    status: 'approved' as const, created_at: now,
  })));
  // Each member's first photo is the main one.
  const mainIds = new Map<number, number>();
  for (const photo of photos) if (!mainIds.has(photo.profile_id)) mainIds.set(photo.profile_id, photo.id);
  await insertProfiles(db, members.map((m, i) => ({ ...m.profile, id: firstUserId + i, main_photo_id: mainIds.get(firstUserId + i) ?? null })));
  await insertPhotos(db, photos);
  await insertInterests(db, members.flatMap((m, i) => m.interests.map((interest) => ({ profile_id: firstUserId + i, interest }))));
  return photoId;
}

/**
 * Whom the demo logins' first search finds: members in the Netherlands of the ages both look for
 * (they are about 34 and 36), so a newcomer's first page is full.
 */
const NEAR_DEMO_LOGINS: Near = { country: 'NL', ages: [26, 44] };

export interface SeedOptions {
  /** How many of the members are drawn near the demo logins (the first start's); the rest anywhere. */
  nearDemoLogins?: number;
  seed?: number;
}

/** Adds `count` fictional members (and the demo login if missing), in one transaction. */
export async function seedMembers(db: Db, storage: FileStorage, count: number, { nearDemoLogins = 0, seed = 2026 }: SeedOptions = {}): Promise<void> {
  await ensureAvatarPool(storage);
  const now = new Date();
  const rng = createRng(seed + (await nextId(db, 'users')));

  await inTransaction(db, async (trx) => {
    await numberRowsOurselves(trx, ['users', 'photos']);
    let userId = await nextId(trx, 'users');
    let photoId = await nextId(trx, 'photos');
    for (let done = 0; done < count; done += ROUND) {
      const round = Array.from({ length: Math.min(ROUND, count - done) }, (_, i) =>
        drawMember(rng, userId + i, now, done + i < nearDemoLogins ? NEAR_DEMO_LOGINS : undefined));
      photoId = await insertRound(trx, round, userId, photoId, now.toISOString());
      userId += round.length;
    }
    await continueIdsAfterHighest(trx, 'users');
    await continueIdsAfterHighest(trx, 'photos');
  });
  await ensureDemoLogins(db, now);
}

/** The demo logins: real (not fictional) confirmed members in the Netherlands; added when missing, at every start. */
export async function ensureDemoLogins(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  const logins = [
    { login: DEMO_LOGIN, name: 'Demo', gender: 'male', birth: '1990-06-15', region: 'NL-NH', city: 'Amsterdam', avatar: 7 },
    { login: SECOND_DEMO_LOGIN, name: 'Dana', gender: 'female', birth: '1992-03-08', region: 'NL-UT', city: 'Utrecht', avatar: 12 },
  ] as const;
  for (const { login, name, gender, birth, region, city, avatar } of logins) {
    if (await emailTaken(db, login.email)) continue;
    const passwordHash = await hashPassword(login.password);
    await inTransaction(db, async (trx) => {
      const id = await insertUser(trx, { email: login.email, password_hash: passwordHash, status: 'active', language: 'en', signup_date: at });
      await insertProfile(trx, {
        id, status: 'active', name, gender, sexuality: 'hetero', birth_date: birth,
        country: 'NL', region, city, tattoos: null, hair_color: null, eye_color: null,
        body_type: null, relationship_status: 'single', about_me: null, signup_reason: null, fictional: 0, main_photo_id: null,
      });
      // A face from the seeded avatars, so the first cards a newcomer meets are not blank.
      await giveMainPhoto(trx, id, avatarKey(gender, avatar), at);
      await grantCredits(trx, { userId: id, amount: DEMO_CREDITS, reason: 'demo_credits', reference: 'demo login', key: `demo-credits:${id}`, now });
    });
  }
}

/**
 * A public server has no account with a published password: the demo logins a development start
 * made are erased for good, with all they did (a payment made with them leaves its accounting record). Returns how many there were.
 */
export async function removeDemoLogins(db: Db, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (const { email } of [DEMO_LOGIN, SECOND_DEMO_LOGIN]) {
    const user = await userByEmail(db, email);
    if (!user) continue;
    await eraseAccount({ db, storage }, user.id, new Date());
    removed += 1;
  }
  return removed;
}
