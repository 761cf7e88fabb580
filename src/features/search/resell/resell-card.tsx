import { Trans } from '@lingui/react/macro';
import type { ResellCard as Card } from '../../../../common/api/resell';
import type { CardHeading } from '../../../components/profile-card';

/**
 * A partner site's profile among search results (docs/product/screens.md#cam-resell-cards), told apart from our
 * members at a glance: the ad label on the photo and the partner's name under it. It leads away, to
 * the partner's site in a new tab, marked as a paid link for search engines.
 */
export function ResellCard({ card, heading: Heading = 'h3' }: { card: Card; heading?: CardHeading }) {
  const { name, age, partner } = card;
  return (
    <article className="profile-card resell-card">
      <a href={card.url} target="_blank" rel="sponsored noopener noreferrer">
        <span className="resell-photo">
          <img src={card.photo} alt="" width="240" height="240" loading="lazy" decoding="async" />
          <span className="resell-ad" aria-hidden="true"><Trans>Ad</Trans></span>
        </span>
        <Heading className="profile-card-name">
          {name}, {age}
          <span className="visually-hidden"> <Trans>(an ad: a profile on {partner}, opens in a new tab)</Trans></span>
        </Heading>
      </a>
      <p className="resell-partner"><Trans>Profile on {partner}</Trans></p>
    </article>
  );
}
