import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../../../common/api/members';
import type { ProfileCard } from '../../../common/api/profiles';
import { loadProfileCardAtom, refreshMemberAtom, setLikeAtom } from '../../../src/atoms/members';
import { db } from '../../../src/db/database';
import { storedMember, storeMember } from '../../../src/db/members';
import { fakeServer } from './fake-server';

/** Only the fields these rules look at. */
const bruno = (liked: boolean) => ({ id: 9, name: 'Bruno', liked, match: false }) as unknown as MemberProfile;
const card: ProfileCard = { id: 9, name: 'Bruno', age: 36, city: null, country: 'NL', fictional: false, photo: null };

let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  store = createStore();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => vi.unstubAllGlobals());

describe('a profile and its like', () => {
  it('keeps a like given while the profile was still loading: the older read does not undo it', async () => {
    await storeMember(db, bruno(false));
    let answerProfile: (() => void) | undefined;
    fakeServer({
      // The profile read leaves first and comes back last, with the like as it was when it left.
      'GET /api/profile.php': () => new Promise((resolve) => (answerProfile = () => resolve({ body: { profile: bruno(false) } }))),
      'POST /api/like.php': () => ({ body: { liked: true, match: false } }),
    });
    const refreshed = store.set(refreshMemberAtom, 9);
    await vi.waitFor(() => expect(answerProfile).toBeDefined());
    await store.set(setLikeAtom, { profile: card, like: true });
    expect((await storedMember(db, 9))?.liked).toBe(true);
    answerProfile!();
    await refreshed;
    expect((await storedMember(db, 9))?.liked).toBe(true);

    // A read asked after the like is stored as it comes.
    fakeServer({ 'GET /api/profile.php': () => ({ body: { profile: { ...bruno(true), name: 'Bruno B.' } } }) });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await store.set(refreshMemberAtom, 9);
    expect((await storedMember(db, 9))?.name).toBe('Bruno B.');
  });
});

describe('a member\'s card without an answer (offline)', () => {
  /** The device offline; the service worker still answers what it keeps, by path. */
  const offline = (kept: Record<string, unknown> = {}) => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path in kept) return new Response(JSON.stringify(kept[path]), { headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    }));
  };

  it('is the card of their profile as this device last opened it', async () => {
    await storeMember(db, { ...bruno(false), age: 36, city: 'Utrecht', country: { code: 'NL' }, fictional: false, photos: [] } as unknown as MemberProfile);
    offline();
    await expect(store.set(loadProfileCardAtom, 9)).resolves.toEqual({ ...card, city: 'Utrecht' });
  });

  it('is their card among the newest members as last shown', async () => {
    offline({ '/api/featured.php': { profiles: [card] } });
    await expect(store.set(loadProfileCardAtom, 9)).resolves.toEqual(card);
  });

  it('fails as the call failed when the device has nothing of them', async () => {
    offline({ '/api/featured.php': { profiles: [{ ...card, id: 10 }] } });
    await expect(store.set(loadProfileCardAtom, 9)).rejects.toMatchObject({ name: 'ApiError', status: null });
  });

  it('is none for a member the server does not know, whatever the device holds', async () => {
    await storeMember(db, { ...bruno(false), age: 36, city: null, country: { code: 'NL' }, fictional: false, photos: [] } as unknown as MemberProfile);
    fakeServer({ 'GET /api/profile-card.php': () => ({ status: 404, body: { error: 'profile_unknown', message: 'This member cannot be found.' } }) });
    await expect(store.set(loadProfileCardAtom, 9)).resolves.toBeNull();
  });
});
