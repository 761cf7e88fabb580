import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { methodName } from './payment-texts';

/** The methods to pay with, as large choices a thumb can hit; Apple Pay only where the browser has it. */
export function MethodPicker({ methods, chosen, onChoose, legend }: {
  methods: PaymentMethod[]; chosen: PaymentMethod | null; onChoose: (method: PaymentMethod) => void; legend: string;
}) {
  const { i18n } = useLingui();
  const usable = methods.filter((method) => method !== 'applepay' || 'ApplePaySession' in window);
  return (
    <fieldset className="methods">
      <legend>{legend}</legend>
      {usable.map((method) => (
        <label key={method} className={`method${chosen === method ? ' method-chosen' : ''}`}>
          <input type="radio" name="method" value={method} checked={chosen === method} onChange={() => onChoose(method)} />
          <span>{methodName(i18n, method)}</span>
        </label>
      ))}
    </fieldset>
  );
}
