import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTracking, storedTracking } from '../../../src/db/stored-tracking';
import { fakeLocalStorage } from '../local-storage';

let storage: Storage;
beforeEach(() => {
  storage = fakeLocalStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('the traffic source kept on the device', () => {
  it('is read back as it was kept, with when the visitor arrived', () => {
    const record = { network: 'ads', ref: 'r1', sub1: 'a', sub2: null, sub3: null };
    keepTracking(record, new Date('2026-11-24T08:00:00Z'));
    expect(storedTracking()).toEqual(record);
    expect(JSON.parse(storage.getItem('amora.tracking')!)).toMatchObject({ arrivedAt: '2026-11-24T08:00:00.000Z' });
  });

  it('is none when nothing or something unreadable is kept', () => {
    expect(storedTracking()).toBeNull();
    storage.setItem('amora.tracking', '{not json');
    expect(storedTracking()).toBeNull();
    storage.setItem('amora.tracking', JSON.stringify({ ref: 'r1' }));
    expect(storedTracking()).toBeNull();
  });
});
