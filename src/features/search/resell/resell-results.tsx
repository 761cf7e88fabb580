import type { ComponentProps } from 'react';
import type { SearchFilters } from '../../../../common/api/members';
import { resellCardAfter } from '../../../../common/rules/resell-slots';
import { ProfileGrid } from '../../../components/profile-grid';
import { ResellCard } from './resell-card';
import { useResellCards } from './use-resell-cards';
import './resell.css';

export { resellTextsReady } from './resell-texts';

/** Search results with the cam/resell cards among them (common/rules/resell-slots.ts), where member_resell is on. */
export function ResellResults({ filters, ...grid }: { filters: SearchFilters } & ComponentProps<typeof ProfileGrid>) {
  const cards = useResellCards(filters);
  const after = (index: number) => {
    const card = resellCardAfter(index, cards.length);
    return card === null ? null : <ResellCard card={cards[card]!} heading={grid.heading} />;
  };
  return <ProfileGrid {...grid} after={after} />;
}
