import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { PHOTO_LIMIT } from '../../../common/constants';
import { userAtom } from '../../atoms/auth';
import { PageFrame } from '../../components/page-frame';
import { LoadStatus } from './load-status';
import { PackagesGrid } from './packages-grid';
import { useOffer } from './use-offer';
import { use } from 'react';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /premium: what premium gives, and the packages whose first purchase makes a member premium for life (docs/product/README.md#what-the-product-does, docs/product/roles.md#premium-members). */
export function PremiumPage() {
  use(paymentTextsReady);
  const { t } = useLingui();
  const premium = useAtomValue(userAtom)?.paid_user === true;
  const { offer, error, reload } = useOffer();
  return (
    <PageFrame title={premium ? t`You are premium` : t`Become premium for life`}>
      <p className="page-note">
        {premium
          ? <Trans>Your premium membership is for life. Top up your credits whenever you like.</Trans>
          : <Trans>Buy any credit package once and you are a premium member for life: no subscription, nothing renews.</Trans>}
      </p>
      <ul className="benefits">
        <li><Trans>See all photos of every member</Trans></li>
        <li><Trans>Upload up to {PHOTO_LIMIT.premium} photos</Trans></li>
        <li><Trans>Start as many conversations as you like</Trans></li>
        <li><Trans>Send messages, photos and gifts with your credits</Trans></li>
      </ul>
      {offer ? (
        // The members area's banner tells the discount here.
        <PackagesGrid packages={offer.packages} buyLabel={premium ? t`Buy` : t`Get premium`} />
      ) : <LoadStatus error={error} onRetry={reload} />}
      <p><Link to="/pricing"><Trans>What do credits cost?</Trans></Link></p>
    </PageFrame>
  );
}
