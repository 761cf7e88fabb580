import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchFilters } from '../../../common/api/members';
import { acceptDocumentAnswers } from '../../../src/api/client';
import { keepTracking } from '../../../src/db/stored-tracking';
import { blockAtom } from '../../../src/atoms/blocks';
import { receiveUserAtom } from '../../../src/atoms/auth';
import { heldFirstPageAtom, loadSearchPageAtom, searchFiltersAtom, searchLoadingAtom, setSearchFiltersAtom } from '../../../src/atoms/search';
import { settingsAtom } from '../../../src/atoms/settings';
import { db } from '../../../src/db/database';
import { pagesFor, searchKey } from '../../../src/db/search-pages';
import { fakeLocalStorage } from '../local-storage';
import { fakeServer, member } from './fake-server';

const card = (id: number) => ({ id, name: `M${id}`, age: 30, city: null, country: 'NL', fictional: true, photo: null });
const answer = (page: number, ids: number[]) => ({ page, results: ids.map(card), numResults: 40, similar_results: [], similar_numResults: 0 });
const stored = async (filters: SearchFilters) => (await pagesFor(db, searchKey(filters))).flatMap((p) => p.results.map((c) => c.id));

const dutch: SearchFilters = { country: 'NL' };
const italian: SearchFilters = { country: 'IT' };

/** Each search's answer waits until the test lets it go: release[n] answers the n-th call. */
function heldAnswers() {
  const release: (() => void)[] = [];
  fakeServer({ 'GET /api/members.php': () => new Promise((resolve) => release.push(() => resolve({ body: answer(1, [1]) }))) });
  return release;
}

let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  store = createStore();
  fakeLocalStorage();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The served page's answers are over.
  acceptDocumentAnswers({}, 0);
});

describe('the stored search pages', () => {
  it('keep each page the server answers, page 1 starting the search over', async () => {
    const pages = [answer(1, [1, 2]), answer(2, [3]), answer(1, [4])];
    fakeServer({ 'GET /api/members.php': () => ({ body: pages.shift() }) });
    expect(await store.set(loadSearchPageAtom, dutch, 1)).toBe(true);
    expect(await store.set(loadSearchPageAtom, dutch, 2)).toBe(true);
    expect(await stored(dutch)).toEqual([1, 2, 3]);
    await store.set(loadSearchPageAtom, dutch, 1);
    expect(await stored(dutch)).toEqual([4]);
  });

  it('ask for a page on its way only once', async () => {
    const server = fakeServer({ 'GET /api/members.php': () => ({ body: answer(1, [1]) }) });
    const first = store.set(loadSearchPageAtom, dutch, 1);
    expect(store.get(searchLoadingAtom)).toBe(searchKey(dutch));
    expect(await store.set(loadSearchPageAtom, dutch, 1)).toBe(false);
    await first;
    expect(server).toHaveBeenCalledTimes(1);
    expect(store.get(searchLoadingAtom)).toBeNull();
  });

  it('drop the answer of a search that a newer one replaced', async () => {
    const release = heldAnswers();
    const older = store.set(loadSearchPageAtom, dutch, 1);
    await vi.waitFor(() => expect(release).toHaveLength(1));
    const newer = store.set(loadSearchPageAtom, italian, 1);
    await vi.waitFor(() => expect(release).toHaveLength(2));
    release[1]!();
    expect(await newer).toBe(true);
    release[0]!();
    expect(await older).toBe(false);
    expect(await stored(dutch)).toEqual([]);
    expect(await stored(italian)).toHaveLength(1);
  });

  it('are all forgotten after a block, which may hide members on either side of it', async () => {
    fakeServer({ 'GET /api/members.php': () => ({ body: answer(1, [1]) }), 'POST /api/block.php': () => ({ body: { ok: true } }) });
    await store.set(loadSearchPageAtom, dutch, 1);
    await store.set(loadSearchPageAtom, italian, 1);
    await store.set(blockAtom, 1);
    expect(await db.searchPages.count()).toBe(0);
  });
});

describe('the filters', () => {
  it('start from the defaults, and the ones asked for outlast a reload', async () => {
    store.set(settingsAtom, { geoip_selected_country: 'BE' } as never);
    expect(store.get(searchFiltersAtom)).toEqual({ country: 'BE' });
    await store.set(setSearchFiltersAtom, italian);
    expect(store.get(searchFiltersAtom)).toEqual(italian);
    // A reload: a new store in the same browser reads them back at once, with no database to wait for.
    expect(createStore().get(searchFiltersAtom)).toEqual(italian);
  });

  it('follow the member who logs in until they choose their own', () => {
    expect(store.get(searchFiltersAtom)).toEqual({ country: undefined });
    const profile = { id: 7, name: 'Eva', main_image: null, gender: 'female', sexuality: 'hetero', country: { code: 'PL' }, date_of_birth: null };
    store.set(receiveUserAtom, member({ profile } as never), Date.now());
    expect(store.get(searchFiltersAtom)).toEqual({ gender: 'male', country: 'PL', min_age: undefined, max_age: undefined });
  });
});

describe('the first page held in memory', () => {
  it('is shown until Dexie has it, and goes when the search is asked for anew', async () => {
    fakeServer({ 'GET /api/members.php': () => ({ body: answer(1, [1, 2]) }) });
    expect(store.get(heldFirstPageAtom)).toBeNull();
    await store.set(loadSearchPageAtom, dutch, 1);
    expect(store.get(heldFirstPageAtom)).toMatchObject({ queryKey: searchKey(dutch), pageNumber: 1, numResults: 40 });
    expect(store.get(heldFirstPageAtom)?.results.map((c) => c.id)).toEqual([1, 2]);
    await store.set(setSearchFiltersAtom, dutch);
    expect(store.get(heldFirstPageAtom)).toBeNull();
  });

  it('is, before any call, the one the served page holds for these filters; the call then takes it without asking', async () => {
    const server = fakeServer({ 'GET /api/members.php': () => ({ body: answer(1, [9]) }) });
    acceptDocumentAnswers({ '/api/members.php?country=NL&page=1': answer(1, [1, 2]) }, Date.now() + 30_000);
    await store.set(setSearchFiltersAtom, dutch);
    expect(store.get(heldFirstPageAtom)?.results.map((c) => c.id)).toEqual([1, 2]);
    await store.set(loadSearchPageAtom, dutch, 1);
    expect(server).not.toHaveBeenCalled();
    expect(await stored(dutch)).toEqual([1, 2]);
  });

  it('is the one for the traffic source a visitor arrived with', async () => {
    keepTracking({ network: 'ads', ref: null, sub1: null, sub2: null, sub3: null }, new Date());
    acceptDocumentAnswers({
      '/api/members.php?country=NL&page=1': answer(1, [1]),
      '/api/members.php?country=NL&page=1&network=ads': answer(1, [5]),
    }, Date.now() + 30_000);
    await store.set(setSearchFiltersAtom, dutch);
    expect(store.get(heldFirstPageAtom)?.results.map((c) => c.id)).toEqual([5]);
  });

  it('is only ever a first page', async () => {
    fakeServer({ 'GET /api/members.php': () => ({ body: answer(2, [3]) }) });
    await store.set(loadSearchPageAtom, dutch, 2);
    expect(store.get(heldFirstPageAtom)).toBeNull();
  });
});
