import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailChangeAtom, loginAtom, setInvisibleAtom, updateProfileAtom } from '../../../src/atoms/account';
import { markServerUnreachableAtom, receiveStoredUserAtom, receiveUserAtom, userAtom, userConfirmedAtom } from '../../../src/atoms/auth';
import { changePhotoAtom, loadOwnPhotosAtom, ownPhotosAtom } from '../../../src/atoms/photos';
import { fakeServer, member } from './fake-server';

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  store = createStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A promise and the function that settles it, to hold an answer back. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('the member written from background reads', () => {
  it('keeps a switch flipped while an older read travelled', async () => {
    fakeServer({ 'PUT /api/user.php': () => ({ body: { user: member({ invisible: true }) } }) });
    store.set(receiveUserAtom, member(), 1);
    const askedAt = Date.now();
    vi.setSystemTime(1_000_200);
    await store.set(setInvisibleAtom, true);
    vi.setSystemTime(1_000_400);
    store.set(receiveUserAtom, member({ invisible: false }), askedAt);
    expect(store.get(userAtom)?.invisible).toBe(true);
  });

  it('takes a read asked for after the last write', async () => {
    fakeServer({ 'POST /api/user.php': () => ({ body: { user: member({ invisible: true }) } }) });
    await store.set(loginAtom, { email: 'eva@example.test', password: 'secret words' });
    vi.setSystemTime(1_000_200);
    store.set(receiveUserAtom, member({ invisible: false }), Date.now());
    expect(store.get(userAtom)?.invisible).toBe(false);
  });

  it('lets a newer read replace an older one, and not the other way round', () => {
    store.set(receiveUserAtom, member({ invisible: true }), 1_000_300);
    store.set(receiveUserAtom, member({ invisible: false }), 1_000_100);
    expect(store.get(userAtom)?.invisible).toBe(true);
    store.set(receiveUserAtom, null, 1_000_500);
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('the member kept on the device, at a boot', () => {
  it('shows at once but is not the server\'s word, which replaces it when it comes', () => {
    store.set(receiveStoredUserAtom, member());
    expect(store.get(userAtom)?.email).toBe('eva@example.test');
    expect(store.get(userConfirmedAtom)).toBe(false);
    store.set(receiveUserAtom, null, Date.now());
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(userConfirmedAtom)).toBe(true);
  });

  it('never replaces an answer of the server that came first', () => {
    store.set(receiveUserAtom, null, Date.now());
    store.set(receiveStoredUserAtom, member());
    expect(store.get(userAtom)).toBeNull();
  });

  it('stands as the word when the server cannot be asked', () => {
    store.set(receiveStoredUserAtom, member());
    store.set(markServerUnreachableAtom);
    expect(store.get(userConfirmedAtom)).toBe(true);
  });
});

describe('the actions that write the member', () => {
  it('log in with the member the server answers', async () => {
    fakeServer({ 'POST /api/user.php': () => ({ body: { user: member() } }) });
    await store.set(loginAtom, { email: 'eva@example.test', password: 'secret words' });
    expect(store.get(userAtom)?.email).toBe('eva@example.test');
  });

  it('leave the member as they were when the server refuses', async () => {
    fakeServer({ 'PUT /api/profile.php': () => ({ status: 400, body: { error: 'too_young', message: 'Too young' } }) });
    store.set(receiveUserAtom, member(), 1);
    await expect(store.set(updateProfileAtom, { date_of_birth: '2020-01-01' })).rejects.toThrow('Too young');
    expect(store.get(userAtom)).toEqual(member());
  });

  it('flip invisible mode at once and take the answer', async () => {
    const answer = held<void>();
    fakeServer({ 'PUT /api/user.php': async () => (await answer.promise, { body: { user: member({ invisible: true, credits: 3 }) } }) });
    store.set(receiveUserAtom, member(), 1);
    const saved = store.set(setInvisibleAtom, true);
    expect(store.get(userAtom)?.invisible).toBe(true);
    answer.settle();
    await saved;
    expect(store.get(userAtom)?.credits).toBe(3);
  });

  it('switch invisible mode back when the server refuses, keeping what was written meanwhile', async () => {
    const answer = held<void>();
    fakeServer({ 'PUT /api/user.php': async () => (await answer.promise, { status: 400, body: { error: 'bad_request', message: 'No' } }) });
    store.set(receiveUserAtom, member(), 1);
    const saved = store.set(setInvisibleAtom, true);
    vi.setSystemTime(1_000_100);
    store.set(receiveUserAtom, member({ invisible: true, credits: 5 }), Date.now());
    answer.settle();
    await expect(saved).rejects.toThrow('No');
    expect(store.get(userAtom)).toMatchObject({ invisible: false, credits: 5 });
  });

  it('apply a photo change to the photos and to the member it carries', async () => {
    const photo = { id: 1, main: true };
    fakeServer({ 'PUT /api/photos.php': () => ({ body: { photos: [photo], limit: 3, user: member({ credits: 9 }) } }) });
    store.set(receiveUserAtom, member(), 1);
    await store.set(changePhotoAtom, { id: 1, main: true });
    expect(store.get(ownPhotosAtom)).toEqual({ photos: [photo], limit: 3 });
    expect(store.get(userAtom)?.credits).toBe(9);
  });

  it('take the photo list as a background read: the member it carries does not undo a newer write', async () => {
    const answer = held<void>();
    fakeServer({
      'GET /api/photos.php': async () => (await answer.promise, { body: { photos: [], limit: 3, user: member({ invisible: false }) } }),
      'PUT /api/user.php': () => ({ body: { user: member({ invisible: true }) } }),
    });
    store.set(receiveUserAtom, member(), 1);
    const loaded = store.set(loadOwnPhotosAtom);
    vi.setSystemTime(1_000_100);
    await store.set(setInvisibleAtom, true);
    answer.settle();
    await loaded;
    expect(store.get(ownPhotosAtom)?.limit).toBe(3);
    expect(store.get(userAtom)?.invisible).toBe(true);
  });

  it('confirm an e-mail change, then read the member with the new address', async () => {
    const server = fakeServer({
      'PUT /api/email-change.php': () => ({ body: { ok: true } }),
      'GET /api/user.php': () => ({ body: { user: member({ email: 'new@example.test' }) } }),
    });
    store.set(receiveUserAtom, member(), 1);
    vi.setSystemTime(1_000_100);
    await store.set(confirmEmailChangeAtom, 'a'.repeat(32));
    expect(server).toHaveBeenCalledTimes(2);
    expect(store.get(userAtom)?.email).toBe('new@example.test');
  });
});
