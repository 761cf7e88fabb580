import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResellCard } from '../../../common/api/resell';
import { loadResellCardsAtom } from '../../../src/atoms/resell';
import { fakeServer } from './fake-server';

const card: ResellCard = { id: 'c1', name: 'Lena', age: 29, partner: 'Cams', url: 'https://cams.example/lena', photo: '/resell-photos/c1.webp' };

afterEach(() => vi.unstubAllGlobals());

describe('the cam/resell cards of a search', () => {
  it('asks with the filters a partner\'s profile can match, and answers the cards', async () => {
    const fetch = fakeServer({ 'GET /api/resell.php': () => ({ body: { cards: [card] } }) });
    const cards = await createStore().set(loadResellCardsAtom, { gender: 'female', min_age: 25, max_age: undefined }, new AbortController().signal);
    expect(cards).toEqual([card]);
    const { searchParams } = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(searchParams)).toEqual({ gender: 'female', min_age: '25' });
  });
});
