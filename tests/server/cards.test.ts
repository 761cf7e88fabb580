import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/config';
import type { CardRow } from '../../server/db/profiles';
import { sharedCard } from '../../server/domain/profiles/cards';

/** The cards of the shared search lists' rows are made once a day for every searcher (domain/cards.ts). */
describe('sharedCard', () => {
  const config = loadConfig({ CDN_PREFIX: '/photos/' });
  const row = (): CardRow => ({
    id: 7, name: 'Anna', birth_date: '1990-06-15', city: 'Utrecht', country: 'NL', fictional: 0, file_key: 'p7-abc',
  } as CardRow);
  const day = (date: string) => new Date(`${date}T10:00:00Z`);

  it('gives the same card for the same row all day', () => {
    const shared = row();
    const card = sharedCard(config, shared, day('2026-06-14'));
    expect(card).toMatchObject({ id: 7, age: 35, photo: { card: expect.stringMatching(/^\/photos\//) } });
    expect(sharedCard(config, shared, new Date('2026-06-14T23:59:59Z'))).toBe(card);
  });

  it('makes the card again the next day, when the age may have changed', () => {
    const shared = row();
    expect(sharedCard(config, shared, day('2026-06-14')).age).toBe(35);
    expect(sharedCard(config, shared, day('2026-06-15')).age).toBe(36);
  });

  it('makes the card again for another configuration, whose photo addresses differ', () => {
    const shared = row();
    sharedCard(config, shared, day('2026-06-14'));
    const other = loadConfig({ CDN_PREFIX: 'https://cdn.example/' });
    expect(sharedCard(other, shared, day('2026-06-14')).photo?.card).toMatch(/^https:\/\/cdn\.example\//);
  });
});
