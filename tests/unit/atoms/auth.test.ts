import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../common/api/user';
import { receiveUserAtom, userAtom } from '../../../src/atoms/auth';

// Only the fields these rules look at; the rest of a member does not matter here.
const member = (invisible: boolean) => ({ email: 'a@example.org', invisible }) as User;

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  store = createStore();
});
afterEach(() => vi.useRealTimers());

describe('the member written from background reads', () => {
  it('keeps a switch flipped while an older read travelled', () => {
    const askedAt = Date.now();
    vi.setSystemTime(1_000_200);
    store.set(userAtom, member(true));
    vi.setSystemTime(1_000_400);
    store.set(receiveUserAtom, member(false), askedAt);
    expect(store.get(userAtom)?.invisible).toBe(true);
  });

  it('takes a read asked for after the last write', () => {
    store.set(userAtom, member(true));
    vi.setSystemTime(1_000_200);
    store.set(receiveUserAtom, member(false), Date.now());
    expect(store.get(userAtom)?.invisible).toBe(false);
  });

  it('lets a newer read replace an older one, and not the other way round', () => {
    store.set(receiveUserAtom, member(true), 1_000_300);
    store.set(receiveUserAtom, member(false), 1_000_100);
    expect(store.get(userAtom)?.invisible).toBe(true);
    store.set(receiveUserAtom, null, 1_000_500);
    expect(store.get(userAtom)).toBeNull();
  });
});
