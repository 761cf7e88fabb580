import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { use, useState } from 'react';
import { packageRouteId, type PackageId } from '../../../common/packages';
import { CARD_METHODS } from '../../../common/rules/payment-methods';
import { paymentAtom, startPaymentAtom } from '../../atoms/payments';
import { PageFrame } from '../../components/page-frame';
import { useProblemText } from '../../i18n/problem-text';
import { LoadStatus } from './load-status';
import { money } from './payment-texts';
import { useOffer } from './use-offer';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /credits/repeat-order: a package again with a saved card, PayPal or account, charged at once without the checkout. */
export function RepeatOrderPage() {
  use(paymentTextsReady);
  const { t, i18n } = useLingui();
  const { errorText } = useProblemText();
  const { offer, error, reload } = useOffer();
  const start = useSetAtom(startPaymentAtom);
  const payment = useAtomValue(paymentAtom);
  const [chosen, setChosen] = useState<{ pkg: PackageId | null; saved: number | null }>({ pkg: null, saved: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The payment this page made (the atom may still hold one made elsewhere).
  const [made, setMade] = useState<number | null>(null);

  if (!offer) return <PageFrame title={t`Repeat order`}><LoadStatus error={error} onRetry={reload} /></PageFrame>;
  const pkgId = chosen.pkg ?? offer.last_package ?? offer.packages[0]!.id;
  const pkg = offer.packages.find((candidate) => candidate.id === pkgId)!;
  const saved = offer.saved_methods.find((method) => method.id === chosen.saved) ?? offer.saved_methods[0];
  const done = payment && payment.id === made ? payment : null;

  const buyLabel = (credits: number, label: string) => t`Buy ${credits} credits with ${label}`;

  const buy = async () => {
    if (!saved) return;
    setBusy(true);
    setProblem(null);
    try {
      setMade((await start({ package: pkgId, method: saved.method, saved_method: saved.id })).id);
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={t`Repeat order`}>
      {!saved ? (
        <p className="page-note">
          <Trans>You have no saved payment method yet. Pay once by card or PayPal and it is saved for next time.</Trans>{' '}
          <Link to="/credits"><Trans>Buy credits</Trans></Link>
        </p>
      ) : (
        <div className="repeat-order">
          <label htmlFor="repeat-package"><Trans>Package</Trans></label>
          <select id="repeat-package" value={pkgId} onChange={(event) => setChosen({ ...chosen, pkg: event.target.value as PackageId })}>
            {offer.packages.map(({ id, credits, amount, discounted_amount: discounted, currency }) => {
              const price = money(i18n, discounted ?? amount, currency);
              return <option key={id} value={id}>{t`${credits} credits for ${price}`}</option>;
            })}
          </select>
          <fieldset className="methods">
            <legend><Trans>Pay with</Trans></legend>
            {offer.saved_methods.map((method) => (
              <label key={method.id} className={`method${saved.id === method.id ? ' method-chosen' : ''}`}>
                <input type="radio" name="saved" checked={saved.id === method.id} onChange={() => setChosen({ ...chosen, saved: method.id })} />
                <span>{method.label}</span>
              </label>
            ))}
          </fieldset>
          {problem && <p className="form-error" role="alert">{problem}</p>}
          {done?.paid_at ? (
            <p className="payment-state payment-done" role="status">
              <Plural value={done.credits} one="# credit has been added to your account." other="# credits have been added to your account." />
            </p>
          ) : done && done.state === 'failed' ? (
            <div className="notice" role="alert">
              <p>{CARD_METHODS.includes(done.method) ? <Trans>Credit card payment failed</Trans> : <Trans>Payment failed or has been cancelled.</Trans>}</p>
              <p className="actions">
                <button type="button" className="button" onClick={buy} disabled={busy}><Trans>Try again</Trans></button>
                <Link to="/credits/$id/{-$paymentmethod}" params={{ id: packageRouteId(pkgId), paymentmethod: 'paypal' }} className="button">
                  <Trans>Pay with PayPal</Trans>
                </Link>
              </p>
            </div>
          ) : done ? (
            <p className="payment-state payment-pending" role="status"><Trans>Processing your payment</Trans></p>
          ) : (
            <button type="button" className="button button-primary pay-button" onClick={buy} disabled={busy}>
              {buyLabel(pkg.credits, saved.label)}
            </button>
          )}
        </div>
      )}
    </PageFrame>
  );
}
