import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { CreditPackage, Discount, PackagesResponse } from '../../../common/api/payments';
import { discountedAmount } from '../../../common/rules/discount';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { userAtom } from '../../atoms/auth';
import { startPaymentAtom } from '../../atoms/payments';
import { useProblemText } from '../../i18n/problem-text';
import { DiscountCodeField } from './discount-code-field';
import { MethodPicker } from './method-picker';
import { methodName, money } from './payment-texts';

/** A package's checkout: the price with its discount, a code, the method; Pay goes on to the provider's checkout. */
export function CheckoutForm({ offer, pkg, method: preset, retry = false }: {
  offer: PackagesResponse; pkg: CreditPackage; method: PaymentMethod | null; retry?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { errorText } = useProblemText();
  const start = useSetAtom(startPaymentAtom);
  // A member who paid before is premium already.
  const paid = useAtomValue(userAtom)?.paid_user === true;
  const [method, setMethod] = useState<PaymentMethod | null>(preset && offer.methods.includes(preset) && !retry ? preset : null);
  const [typed, setTyped] = useState<Discount | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const discount = typed ?? offer.discount;
  const applies = discount !== null && (discount.minimum_order === null || pkg.amount >= discount.minimum_order)
    && (discount.payment_methods === null || method === null || discount.payment_methods.includes(method));
  const price = applies ? discountedAmount(pkg.amount, discount.percentage) : pkg.amount;
  const amount = money(i18n, price, pkg.currency);
  const methodLabel = method ? methodName(i18n, method) : '';

  // A choice answers the problem of having none, or of the method refused before.
  const choose = (chosen: PaymentMethod) => {
    setMethod(chosen);
    setProblem(null);
  };

  const pay = async () => {
    if (!method) return setProblem(t`Choose how you want to pay.`);
    setBusy(true);
    setProblem(null);
    try {
      await start({ package: pkg.id, method, ...(typed ? { discount_code: typed.code } : {}) });
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title"><Plural value={pkg.credits} one="# credit" other="# credits" /></h2>
      <p className="checkout-price">
        {applies && <del>{money(i18n, pkg.amount, pkg.currency)}</del>}{' '}
        <strong>{amount}</strong>
        {applies && <> · <Trans>{discount.percentage}% off</Trans></>}
      </p>
      {!paid && <p className="field-hint"><Trans>Your first purchase makes you a premium member for life.</Trans></p>}
      <MethodPicker methods={offer.methods} chosen={method} onChoose={choose} legend={retry ? t`Try again with another method` : t`How do you want to pay?`} />
      <DiscountCodeField pkg={pkg.id} method={method} applied={typed} onApply={setTyped} />
      {problem && <p className="form-error" role="alert">{problem}</p>}
      {method === 'sdd' ? (
        <Link to="/directdebit" search={{ package: pkg.id }} className="button button-primary"><Trans>Continue to direct debit</Trans></Link>
      ) : (
        <button type="button" className="button button-primary pay-button" onClick={pay} disabled={busy}>
          {method ? t`Pay ${amount} with ${methodLabel}` : t`Pay ${amount}`}
        </button>
      )}
      {busy && <p role="status"><Trans>Taking you to the secure payment page…</Trans></p>}
    </section>
  );
}
