import { useEffect, useState } from 'react';
import type { SearchFilters } from '../../../../common/api/members';
import type { ResellAnswer, ResellCard } from '../../../../common/api/resell';
import { request } from '../../../api/client';

/**
 * The cam/resell cards that match a search. Asked of the server and kept only while the list is on
 * screen, not in the device's database as members' data is: an ad from a while ago, or offline, is
 * worth nothing (docs/decisions.md). A failure shows no cards and no error: the search is what the
 * member came for.
 */
export function useResellCards({ gender, min_age, max_age }: SearchFilters): ResellCard[] {
  const [cards, setCards] = useState<ResellCard[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    const query = { gender, min_age: min_age?.toString(), max_age: max_age?.toString() };
    request<ResellAnswer>('resell.php', { query, signal: abort.signal })
      .then((answer) => setCards(answer.cards), () => setCards([]));
    return () => abort.abort();
  }, [gender, min_age, max_age]);
  return cards;
}
