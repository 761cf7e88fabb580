import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksResponseSchema, memberResponseSchema, type MemberProfile } from '../../common/api/members';
import { ageOn } from '../../common/rules/age';
import { regionsByCountry } from '../../server/domain/profiles/places';
import { seedMembers } from '../../server/seed/seed';
import { newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, keysDeep, makePremium, type RealMember } from './helpers/members';

/** GET /api/profile.php?id= and blocking: what another member's page shows, and to whom. */

let server: TestServer;
let viewer: RealMember;
let premium: RealMember;
let target: RealMember;
let alice: RealMember;
/** The target's photos, inserted as moderation would leave them. */
const photo = { main: 0, extra: 0, secret: 0, pending: 0, rejected: 0 };
const keyOf = (name: keyof typeof photo) => `u${target.id}-${name}0a0a0a0a0a0a`;

const BIRTH = '1990-06-15';
const PROFILE = {
  region: 'NL-NH', city: 'Haarlem', relationship_status: 'single', body_type: 'slim', hair_color: 'red', eye_color: null,
  tattoos: false, about_me: 'I like long walks on the dunes.', interests: ['hiking', 'wine', 'music'],
} as const;

beforeAll(async () => {
  // Body type and sexuality are not shown as highlights here; eye colour is, but the target has none.
  server = await startTestServer({ VISIBLE_PROFILE_FIELDS: 'relationship_status,hair_color,eye_color,tattoos' });
  await seedMembers(server.db, server.storage, 150);
  const like = { gender: 'female' as const, seeking: 'male' as const, country: 'NL' as const, date_of_birth: BIRTH };
  [viewer, premium, target, alice] = await Promise.all([activeMember(server, like), activeMember(server, like), activeMember(server, like), activeMember(server, like)]);
  await makePremium(server, premium.id);
  expect((await call(server, 'PUT', '/api/profile.php', PROFILE, target.cookie)).statusCode).toBe(200);
  // The viewer lives in the same region with the same age: related and similar would show them.
  expect((await call(server, 'PUT', '/api/profile.php', { region: 'NL-NH' }, viewer.cookie)).statusCode).toBe(200);

  const at = new Date().toISOString();
  const add = async (name: keyof typeof photo, status: 'approved' | 'pending' | 'rejected', isPrivate: 0 | 1) => {
    photo[name] = (await server.db.insertInto('photos').values({ profile_id: target.id, file_key: keyOf(name), status, is_private: isPrivate, created_at: at })
      .returning('id').executeTakeFirstOrThrow()).id;
  };
  await add('main', 'approved', 0);
  await add('extra', 'approved', 0);
  await add('secret', 'approved', 1);
  await add('pending', 'pending', 0);
  await add('rejected', 'rejected', 0);
  await server.db.updateTable('profiles').set({ main_photo_id: photo.main }).where('id', '=', target.id).execute();
});
afterAll(() => server.close());

const view = (id: number, cookie?: string) => call(server, 'GET', `/api/profile.php?id=${id}`, undefined, cookie);
async function profileOf(id: number, cookie?: string): Promise<MemberProfile> {
  const response = await view(id, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  return memberResponseSchema.parse(response.json()).profile;
}
const urlsOf = (key: string) => ({ thumb: `/photos/${key}-thumb.webp`, card: `/photos/${key}-card.webp`, full: `/photos/${key}-full.webp` });

const FORBIDDEN_KEYS = ['lat', 'lon', 'lng', 'latitude', 'longitude', 'email', 'birth_date', 'date_of_birth', 'password_hash', 'file_key', 'invisible'];

describe('a member\'s profile', () => {
  it('shows every field to a logged-in member', async () => {
    const profile = await profileOf(target.id, viewer.cookie);
    const region = regionsByCountry().NL.find((r) => r.code === 'NL-NH')!;
    expect(profile).toMatchObject({
      id: target.id, name: target.name, age: ageOn(BIRTH, new Date()), gender: 'female', country: { code: 'NL', name: 'Netherlands' },
      region: { code: 'NL-NH', name: region.name }, city: 'Haarlem', fictional: false, about_me: PROFILE.about_me,
    });
    expect([...profile.interests].sort()).toEqual([...PROFILE.interests].sort());
    // Only fields of VISIBLE_PROFILE_FIELDS that have a value, in the settings' order.
    expect(profile.highlights).toEqual([
      { field: 'relationship_status', value: 'single' }, { field: 'hair_color', value: 'red' }, { field: 'tattoos', value: 'no' },
    ]);
  });

  it('shows members near them and like them, never the profile itself or the viewer', async () => {
    const profile = await profileOf(target.id, viewer.cookie);
    expect(profile.related.length).toBeGreaterThan(0);
    expect(profile.similar.length).toBeGreaterThan(0);
    const rows = await server.db.selectFrom('profiles').select(['id', 'gender', 'country', 'region', 'birth_date']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const card of profile.related) {
      expect(byId.get(card.id)).toMatchObject({ country: 'NL', region: 'NL-NH' });
    }
    const age = ageOn(BIRTH, new Date());
    for (const card of profile.similar) {
      expect(byId.get(card.id)).toMatchObject({ country: 'NL', gender: 'female' });
      expect(Math.abs(card.age - age)).toBeLessThanOrEqual(5);
    }
    const ids = [...profile.related, ...profile.similar].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(target.id);
    expect(ids).not.toContain(viewer.id);
    // Another member of the same place and age is among them: the viewer was left out for being the viewer.
    expect(ids).toContain(alice.id);
  });

  it('never answers coordinates, e-mail addresses or birth dates', async () => {
    const seeded = await server.db.selectFrom('profiles').select('id').where('fictional', '=', 1).executeTakeFirstOrThrow();
    for (const [id, cookie] of [[target.id, viewer.cookie], [target.id, premium.cookie], [target.id, undefined], [seeded.id, viewer.cookie], [target.id, target.cookie]] as const) {
      const response = await view(id, cookie);
      expect(response.statusCode).toBe(200);
      expect(keysDeep(response.json()).filter((key) => FORBIDDEN_KEYS.includes(key))).toEqual([]);
      expect(response.body).not.toContain(BIRTH);
      expect(response.body).not.toContain('@');
    }
  });
});

describe('photos on a profile', () => {
  it('a free member sees the private photo locked, without any address of it', async () => {
    const response = await view(target.id, viewer.cookie);
    const { photos, photo_count: count } = memberResponseSchema.parse(response.json()).profile;
    expect(photos).toEqual([
      { id: photo.main, main: true, urls: urlsOf(keyOf('main')) },
      { id: photo.extra, main: false, urls: urlsOf(keyOf('extra')) },
      { id: photo.secret, main: false, urls: null },
    ]);
    expect(count).toBe(3);
    expect(response.body).not.toContain(keyOf('secret'));
  });

  it('a premium member sees the private photo too', async () => {
    const { photos } = await profileOf(target.id, premium.cookie);
    expect(photos).toEqual([
      { id: photo.main, main: true, urls: urlsOf(keyOf('main')) },
      { id: photo.extra, main: false, urls: urlsOf(keyOf('extra')) },
      { id: photo.secret, main: false, urls: urlsOf(keyOf('secret')) },
    ]);
  });

  it('a visitor sees the main photo only', async () => {
    const response = await view(target.id);
    const { photos } = memberResponseSchema.parse(response.json()).profile;
    expect(photos.filter((p) => p.urls).map((p) => p.id)).toEqual([photo.main]);
    expect(response.body).not.toContain(keyOf('secret'));
    expect(response.body).not.toContain(keyOf('extra'));
  });

  it('photos not (yet) approved are not listed for anyone else', async () => {
    for (const cookie of [viewer.cookie, premium.cookie, undefined]) {
      const response = await view(target.id, cookie);
      const ids = memberResponseSchema.parse(response.json()).profile.photos.map((p) => p.id);
      expect(ids).not.toContain(photo.pending);
      expect(ids).not.toContain(photo.rejected);
      expect(response.body).not.toContain(keyOf('pending'));
      expect(response.body).not.toContain(keyOf('rejected'));
    }
    const own = await profileOf(target.id, target.cookie);
    expect(own.photos.map((p) => p.id)).toEqual(expect.arrayContaining([photo.pending, photo.secret]));
    expect(own.photos.every((p) => p.urls !== null)).toBe(true);
  });
});

describe('members who cannot be shown', () => {
  it('answers 404 for an unknown id, an unconfirmed member and one leaving', async () => {
    const unknown = await view(9_999_999, viewer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ error: 'profile_unknown', message: 'This member cannot be found.' });
    const { email } = await newMember(server);
    const { id } = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(errorOf(await view(id, viewer.cookie)).error).toBe('profile_unknown');
    const [seeded] = await server.db.selectFrom('profiles').select('id').where('fictional', '=', 1).orderBy('id').limit(1).execute();
    await server.db.updateTable('users').set({ status: 'pending_deletion' }).where('id', '=', seeded!.id).execute();
    expect(errorOf(await view(seeded!.id, viewer.cookie)).error).toBe('profile_unknown');
  });

  it('refuses an id that is not one', async () => {
    for (const q of ['id=0', 'id=abc', 'id=-3', '']) expect((await call(server, 'GET', `/api/profile.php?${q}`)).statusCode, q).toBe(400);
  });
});

describe('blocking', () => {
  it('shuts the page both ways, lists the blocked member, and unblocking opens it again', async () => {
    expect((await call(server, 'POST', '/api/block.php', { id: viewer.id }, alice.cookie)).json()).toEqual({ ok: true });
    // Twice is the same as once.
    expect((await call(server, 'POST', '/api/block.php', { id: viewer.id }, alice.cookie)).statusCode).toBe(200);

    const blockedBy = await view(alice.id, viewer.cookie);
    expect(blockedBy.statusCode).toBe(403);
    expect(errorOf(blockedBy)).toEqual({
      error: 'blocked_by', message: `You're blocked by ${alice.name}. You do not have access to this page.`, params: { name: alice.name },
    });
    const blocker = await view(viewer.id, alice.cookie);
    expect(blocker.statusCode).toBe(403);
    expect(errorOf(blocker)).toMatchObject({ error: 'blocked_member', message: `You have blocked ${viewer.name}.`, params: { name: viewer.name } });

    const list = blocksResponseSchema.parse((await call(server, 'GET', '/api/blocks.php', undefined, alice.cookie)).json());
    expect(list.profiles).toEqual([expect.objectContaining({ id: viewer.id, name: viewer.name, photo: null })]);
    expect(blocksResponseSchema.parse((await call(server, 'GET', '/api/blocks.php', undefined, viewer.cookie)).json()).profiles).toEqual([]);

    // Nor do they meet on a third member's page.
    const third = await profileOf(target.id, viewer.cookie);
    expect([...third.related, ...third.similar].map((c) => c.id)).not.toContain(alice.id);

    expect((await call(server, 'DELETE', '/api/block.php', { id: viewer.id }, alice.cookie)).statusCode).toBe(200);
    expect((await view(alice.id, viewer.cookie)).statusCode).toBe(200);
    expect((await view(viewer.id, alice.cookie)).statusCode).toBe(200);
    expect(blocksResponseSchema.parse((await call(server, 'GET', '/api/blocks.php', undefined, alice.cookie)).json()).profiles).toEqual([]);
  });

  it('the blocked member cannot lift the block', async () => {
    await call(server, 'POST', '/api/block.php', { id: premium.id }, alice.cookie);
    expect((await call(server, 'DELETE', '/api/block.php', { id: alice.id }, premium.cookie)).statusCode).toBe(200);
    expect(errorOf(await view(alice.id, premium.cookie)).error).toBe('blocked_by');
    await call(server, 'DELETE', '/api/block.php', { id: premium.id }, alice.cookie);
    expect((await view(alice.id, premium.cookie)).statusCode).toBe(200);
  });

  it('refuses blocking oneself, an unknown member, or without a session', async () => {
    const self = await call(server, 'POST', '/api/block.php', { id: viewer.id }, viewer.cookie);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toMatchObject({ error: 'block_self', message: 'You cannot block yourself.' });
    const unknown = await call(server, 'POST', '/api/block.php', { id: 9_999_999 }, viewer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error).toBe('profile_unknown');
    expect((await call(server, 'POST', '/api/block.php', { id: 'x' }, viewer.cookie)).statusCode).toBe(400);
    expect((await call(server, 'POST', '/api/block.php', { id: target.id })).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/blocks.php')).statusCode).toBe(403);
    expect(blocksResponseSchema.parse((await call(server, 'GET', '/api/blocks.php', undefined, viewer.cookie)).json()).profiles).toEqual([]);
  });
});
