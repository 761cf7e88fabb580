import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { LoadStatus } from './load-status';
import { PackagesGrid } from './packages-grid';
import { useOffer } from './use-offer';
import { use } from 'react';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /pricing: the packages and what credits buy, open to visitors too (the footer links here). */
export function PricingPage() {
  use(paymentTextsReady);
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const { offer, error, reload } = useOffer();
  return (
    <PageFrame title={t`Pricing`}>
      <p className="page-note">
        <Trans>Signing up, searching, liking and your first messages are free. Credits pay for the rest; your first purchase makes you premium for life.</Trans>
      </p>
      {settings && (
        <table className="price-list">
          <caption><Trans>What credits buy</Trans></caption>
          <tbody>
            <tr><th scope="row"><Trans>A message</Trans></th><td><Plural value={settings.message_credits} one="# credit" other="# credits" /></td></tr>
            <tr><th scope="row"><Trans>A photo in a chat</Trans></th><td><Plural value={settings.photo_credits} one="# credit" other="# credits" /></td></tr>
            <tr><th scope="row"><Trans>A gift</Trans></th><td><Plural value={settings.gift_credits} one="# credit" other="# credits" /></td></tr>
          </tbody>
        </table>
      )}
      {offer ? <PackagesGrid packages={offer.packages} buyLabel={t`Choose`} /> : <LoadStatus error={error} onRetry={reload} />}
      <p className="field-hint"><Trans>Prices include VAT. Credits never expire. No subscription: nothing is charged unless you buy.</Trans></p>
    </PageFrame>
  );
}
