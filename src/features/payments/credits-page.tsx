import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../atoms/auth';
import { PageFrame } from '../../components/page-frame';
import { DiscountInCheckout } from './discount-in-checkout';
import { DiscountNote } from './discount-note';
import { LoadStatus } from './load-status';
import { PackagesGrid } from './packages-grid';
import { useOffer } from './use-offer';
import { use } from 'react';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /credits: the packages to buy, the member's balance and the active discount. */
export function CreditsPage() {
  use(paymentTextsReady);
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { offer, error, reload } = useOffer();
  return (
    <PageFrame title={t`Buy credits`}>
      {user && <p className="balance"><Trans>Your balance: {user.credits} credits</Trans></p>}
      <p className="page-note"><Trans>Credits pay for messages, photos and gifts. They never expire.</Trans></p>
      {offer ? (
        <>
          {offer.discount_in_checkout && <DiscountInCheckout held={offer.discount_in_checkout} />}
          {offer.discount && <DiscountNote discount={offer.discount} />}
          <PackagesGrid packages={offer.packages} buyLabel={t`Choose`} />
          <p className="actions">
            {offer.saved_methods.length > 0 && <Link to="/credits/repeat-order"><Trans>Buy again with a saved payment method</Trans></Link>}
            <Link to="/transactions/{-$id}" params={{}}><Trans>Your transactions</Trans></Link>
          </p>
        </>
      ) : <LoadStatus error={error} onRetry={reload} />}
    </PageFrame>
  );
}
