import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { Discount } from '../../../common/api/payments';
import { DISCOUNT_CODE_PATTERN } from '../../../common/rules/typed-codes';
import { type PackageId } from '../../../common/packages';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { checkDiscountCodeAtom } from '../../atoms/payments';
import { useProblemText } from '../../i18n/problem-text';

/** A code the member types: checked for the package and method at once, its problem said in the member's language. */
export function DiscountCodeField({ pkg, method, applied, onApply }: {
  pkg: PackageId; method: PaymentMethod | null; applied: Discount | null; onApply: (discount: Discount | null) => void;
}) {
  const { t } = useLingui();
  const { text, errorText } = useProblemText();
  const checkDiscountCode = useSetAtom(checkDiscountCodeAtom);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!DISCOUNT_CODE_PATTERN.test(typed)) return setProblem(text('discount_not_found'));
    setBusy(true);
    setProblem(null);
    try {
      onApply(await checkDiscountCode(typed, pkg, method));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (applied?.source === 'code') {
    return (
      <p className="discount-applied" role="status">
        <Trans>Code {applied.code} applied: {applied.percentage}% off.</Trans>{' '}
        <button type="button" className="link-button" onClick={() => onApply(null)}><Trans>Remove</Trans></button>
      </p>
    );
  }
  return (
    <form className="discount-code" onSubmit={apply} noValidate>
      <label htmlFor="discount-code"><Trans>Discount code</Trans></label>
      <div className="discount-code-row">
        <input id="discount-code" value={code} onChange={(event) => setCode(event.target.value)} autoCapitalize="characters" autoComplete="off"
          maxLength={32} aria-invalid={problem !== null} aria-describedby={problem ? 'discount-code-problem' : undefined} />
        <button type="submit" className="button" disabled={busy || code.trim() === ''}>{t`Apply`}</button>
      </div>
      {problem && <p id="discount-code-problem" className="form-error" role="alert">{problem}</p>}
    </form>
  );
}
