import { describe, expect, it } from 'vitest';
import type { ProfileCard } from '../../../common/api/profiles';
import { sameCard } from '../../../common/rules/cards';

const card: ProfileCard = { id: 7, name: 'Eva', age: 31, city: 'Utrecht', country: 'NL', fictional: false, photo: { thumb: '/t.webp', card: '/c.webp' } };

describe('sameCard', () => {
  it('holds for a copy, as a list read again gives', () => {
    expect(sameCard(card, structuredClone(card))).toBe(true);
    expect(sameCard({ ...card, photo: null }, { ...card, photo: null })).toBe(true);
  });

  it('fails on any field the card shows', () => {
    const changes: Partial<ProfileCard>[] = [
      { id: 8 }, { name: 'Eve' }, { age: 32 }, { city: null }, { country: 'BE' }, { fictional: true }, { photo: null },
      { photo: { thumb: '/t.webp', card: '/other.webp' } }, { photo: { thumb: '/other.webp', card: '/c.webp' } },
    ];
    for (const change of changes) expect(sameCard(card, { ...card, ...change }), JSON.stringify(change)).toBe(false);
  });
});
