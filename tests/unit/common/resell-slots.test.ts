import { describe, expect, it } from 'vitest';
import { RESELL_EVERY, resellCardAfter } from '../../../common/rules/resell-slots';

/** Which partner card follows each member card of a list of `members`, as the search page places them. */
const placed = (members: number, cards: number) =>
  Array.from({ length: members }, (_, index) => resellCardAfter(index, cards)).map((card, index) => (card === null ? null : [index, card]))
    .filter((slot) => slot !== null);

describe('cam/resell cards among search results', () => {
  it('stand after every eighth member, each card once and in order', () => {
    expect(RESELL_EVERY).toBe(8);
    expect(placed(40, 10)).toEqual([[7, 0], [15, 1], [23, 2], [31, 3], [39, 4]]);
  });

  it('stop when the cards run out, and never stand in for missing results', () => {
    expect(placed(40, 2)).toEqual([[7, 0], [15, 1]]);
    expect(placed(7, 5)).toEqual([]);
    expect(placed(40, 0)).toEqual([]);
  });
});
