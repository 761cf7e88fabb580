import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchFilters } from '../../../common/api/members';
import { blockAtom } from '../../../src/atoms/blocks';
import { loadSearchPageAtom, searchLoadingAtom } from '../../../src/atoms/search';
import { db } from '../../../src/db/database';
import { pagesFor, searchKey } from '../../../src/db/search-pages';
import { fakeServer } from './fake-server';

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
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => vi.unstubAllGlobals());

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
