import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { CreditPackage, SavedMethod } from '../../../common/api/payments';
import { packageRouteId } from '../../../common/packages';
import { CARD_METHODS } from '../../../common/rules/payment-methods';
import { paymentAtom, startPaymentAtom } from '../../atoms/payments';
import { useProblemText } from '../../i18n/problem-text';
import { paidWithName } from './payment-texts';

/** A package charged at once to a saved card, PayPal or account, without the checkout; a failure offers a retry or PayPal. */
export function SavedMethodOrder({ pkg, methods }: { pkg: CreditPackage; methods: SavedMethod[] }) {
  const { t, i18n } = useLingui();
  const { errorText } = useProblemText();
  const start = useSetAtom(startPaymentAtom);
  const payment = useAtomValue(paymentAtom);
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The payment this page made (the atom may still hold one made elsewhere).
  const [made, setMade] = useState<number | null>(null);
  const saved = methods.find((method) => method.id === chosen) ?? methods[0]!;
  const done = payment && payment.id === made ? payment : null;
  const { credits } = pkg;
  const label = paidWithName(i18n, saved.method, saved.label);

  const buy = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setMade((await start({ package: pkg.id, method: saved.method, saved_method: saved.id })).id);
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <fieldset className="methods">
        <legend><Trans>Pay with</Trans></legend>
        {methods.map((method) => (
          <label key={method.id} className={`method${saved.id === method.id ? ' method-chosen' : ''}`}>
            <input type="radio" name="saved" checked={saved.id === method.id} onChange={() => setChosen(method.id)} />
            <span>{paidWithName(i18n, method.method, method.label)}</span>
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
            <Link to="/credits/$id/{-$paymentmethod}" params={{ id: packageRouteId(pkg.id), paymentmethod: 'paypal' }} className="button">
              <Trans>Pay with PayPal</Trans>
            </Link>
          </p>
        </div>
      ) : done ? (
        <p className="payment-state payment-pending" role="status"><Trans>Processing your payment</Trans></p>
      ) : (
        <button type="button" className="button button-primary pay-button" onClick={buy} disabled={busy}>
          {t`Buy ${credits} credits with ${label}`}
        </button>
      )}
    </>
  );
}
