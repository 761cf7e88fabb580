import 'fake-indexeddb/auto';
import { keys, set as setKey } from 'idb-keyval';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthenticationRequiredHandler } from '../../../src/api/client';
import { storedTracking } from '../../../src/db/stored-tracking';
import { loginAtom, updateProfileAtom } from '../../../src/atoms/account';
import { userAtom } from '../../../src/atoms/auth';
import { blockAtom, blockedMembersAtom, loadBlockedAtom } from '../../../src/atoms/blocks';
import { deleteAccountAtom, forgetMemberAtom, logoutAtom } from '../../../src/atoms/logout';
import { searchFiltersAtom, setSearchFiltersAtom } from '../../../src/atoms/search';
import { db } from '../../../src/db/database';
import { chat, message, queued } from '../chat-fixtures';
import { fakeLocalStorage } from '../local-storage';
import { fakeServer, member, sessionEnded } from './fake-server';

/** Cache Storage as the service worker leaves it: names to URLs. */
function fakeCaches(contents: Record<string, string[]>) {
  const stored = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls.map((u) => new URL(u, 'http://localhost').href))]));
  const cache = (urls: Set<string>) => ({
    keys: async () => [...urls].map((url) => new Request(url)),
    delete: async (request: Request) => urls.delete(request.url),
  });
  vi.stubGlobal('caches', {
    keys: async () => [...stored.keys()],
    open: async (name: string) => cache(stored.get(name)!),
    delete: async (name: string) => stored.delete(name),
  });
  return () => Object.fromEntries([...stored].map(([name, urls]) => [name, [...urls].map((url) => new URL(url).pathname)]));
}

/** A row in every table, as a member's visit leaves them. */
async function fillEveryTable() {
  const now = '2026-11-21T10:00:00Z';
  await db.chats.put(chat(1, 2, 1));
  await db.messages.put(message(1, 1));
  await db.likes.put({ profileId: 2, direction: 'sent', isNew: 0, createdAt: now });
  await db.profiles.put({ id: 2, data: { name: 'Anna' }, fetchedAt: now });
  await db.searchPages.put({ queryKey: '[]', pageNumber: 1, results: [], numResults: 0, similarResults: [], similarNumResults: 0, fetchedAt: now });
  await db.outbox.put(queued('c-1', 2));
  await db.keyValue.put({ key: 'user', value: member() });
}

const rowCounts = async () => Object.fromEntries(await Promise.all(db.tables.map(async (table) => [table.name, await table.count()])));
const emptyTables = Object.fromEntries(db.tables.map((table) => [table.name, 0]));

let store: ReturnType<typeof createStore>;
let cachedPaths: ReturnType<typeof fakeCaches>;
let storage: Storage;
beforeEach(async () => {
  store = createStore();
  storage = fakeLocalStorage();
  await Promise.all(db.tables.map((table) => table.clear()));
  await fillEveryTable();
  storage.setItem('amora.tracking', JSON.stringify({ network: 'ads' }));
  await Promise.all([setKey('invite', 'a'.repeat(32)), setKey('signup-draft', { email: 'eva@example.test' })]);
  cachedPaths = fakeCaches({
    'api-catalogues-v2': ['/api/settings.php', '/api/regions.php'],
    'images-v2': ['/photos/2/card.webp', '/photos/3/thumb.webp', '/icons/fictional.svg'],
    'workbox-precache-v2': ['/index.html'],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthenticationRequiredHandler(() => {});
});

async function logIn() {
  await store.set(loginAtom, { email: 'eva@example.test', password: 'secret words' });
  await store.set(setSearchFiltersAtom, { country: 'IT', min_age: 30 });
  await store.set(loadBlockedAtom);
  expect(store.get(userAtom)).not.toBeNull();
}

const routes = {
  'POST /api/user.php': () => ({ body: { user: member() } }),
  'GET /api/blocks.php': () => ({ body: { profiles: [{ id: 3, name: 'Bram' }] } }),
};

describe('forgetting the member', () => {
  it('logout clears every member table and key, the API caches and the photos', async () => {
    fakeServer({ ...routes, 'GET /api/logout.php': () => ({ body: { user: null } }) });
    await logIn();
    await store.set(logoutAtom);
    expect(store.get(userAtom)).toBeNull();
    // The filters go too: the next person here starts from a visitor's defaults.
    expect(store.get(searchFiltersAtom)).toEqual({ country: undefined });
    expect(store.get(blockedMembersAtom)).toBeNull();
    expect(await rowCounts()).toEqual(emptyTables);
    // How the device arrived and an unused invitation are the device's; the draft goes with the member.
    expect(storedTracking()).toMatchObject({ network: 'ads' });
    expect(storage.length).toBe(1);
    expect(await keys()).toEqual(['invite']);
    expect(cachedPaths()).toEqual({ 'images-v2': ['/icons/fictional.svg'], 'workbox-precache-v2': ['/index.html'] });
  });

  it('a login and a block forget the answers that depend on who looks, and keep the others', async () => {
    fakeServer({ ...routes, 'POST /api/block.php': () => ({ body: { ok: true } }) });
    const viewerAnswers = { 'api-viewer-v2': ['/api/featured.php?country=NL'], 'api-catalogues-v2': ['/api/regions.php'] };
    cachedPaths = fakeCaches(viewerAnswers);
    await logIn();
    expect(cachedPaths()).toEqual({ 'api-catalogues-v2': ['/api/regions.php'] });
    cachedPaths = fakeCaches(viewerAnswers);
    await store.set(blockAtom, 3);
    expect(cachedPaths()).toEqual({ 'api-catalogues-v2': ['/api/regions.php'] });
  });

  it('logout forgets the member here even when the server answers with an error', async () => {
    fakeServer({ ...routes, 'GET /api/logout.php': () => ({ status: 400, body: { error: 'bad_request', message: 'No' } }) });
    await logIn();
    await store.set(logoutAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(await rowCounts()).toEqual(emptyTables);
  });

  it('account deletion forgets the member once the server confirms it, and not before', async () => {
    let password = '';
    fakeServer({
      ...routes,
      'DELETE /api/user.php': (body) => (password = (body as { password: string }).password) === 'right'
        ? { body: { user: null } }
        : { status: 400, body: { error: 'wrong_password', message: 'Wrong password', params: { field: 'password' } } },
    });
    await logIn();
    await expect(store.set(deleteAccountAtom, 'wrong')).rejects.toThrow('Wrong password');
    expect(store.get(userAtom)).not.toBeNull();
    expect((await rowCounts()).profiles).toBe(1);
    await store.set(deleteAccountAtom, 'right');
    expect(password).toBe('right');
    expect(store.get(userAtom)).toBeNull();
    expect(await rowCounts()).toEqual(emptyTables);
    expect(await keys()).not.toContain('signup-draft');
  });

  it('a 403 carrying authentication_required (the session ended on the server) forgets the member like a logout', async () => {
    fakeServer({ ...routes, 'PUT /api/profile.php': () => sessionEnded });
    // As the boot wires it (src/app/boot.ts).
    let forgotten!: Promise<void>;
    setAuthenticationRequiredHandler(() => void (forgotten = store.set(forgetMemberAtom)));
    await logIn();
    await expect(store.set(updateProfileAtom, { about_me: 'Hi' })).rejects.toThrow('Please log in to continue.');
    await forgotten;
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(searchFiltersAtom)).toEqual({ country: undefined });
    expect(storage.length).toBe(1);
    expect(await rowCounts()).toEqual(emptyTables);
    expect(await keys()).toEqual(['invite']);
    expect(cachedPaths()['api-catalogues-v2']).toBeUndefined();
  });
});
