import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { SearchFilters } from '../../../../common/api/members';
import type { ResellCard } from '../../../../common/api/resell';
import { loadResellCardsAtom } from '../../../atoms/resell';

/**
 * The cam/resell cards that match a search, kept only while the list is on screen. A failure shows no
 * cards and no error: the search is what the member came for.
 */
export function useResellCards({ gender, min_age, max_age }: SearchFilters): ResellCard[] {
  const loadResellCards = useSetAtom(loadResellCardsAtom);
  const [cards, setCards] = useState<ResellCard[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    loadResellCards({ gender, min_age, max_age }, abort.signal).then(setCards, () => setCards([]));
    return () => abort.abort();
  }, [gender, min_age, max_age, loadResellCards]);
  return cards;
}
