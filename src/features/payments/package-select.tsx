import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditPackage } from '../../../common/api/payments';
import type { PackageId } from '../../../common/packages';
import { money } from './payment-texts';

/** The packages as a list to choose from, each with its price after the active discount. */
export function PackageSelect({ id, packages, value, onChange }: {
  id: string; packages: CreditPackage[]; value: PackageId; onChange: (pkg: PackageId) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <label htmlFor={id}><Trans>Package</Trans></label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as PackageId)}>
        {packages.map(({ id: pkg, credits, amount, discounted_amount: discounted, currency }) => {
          const price = money(i18n, discounted ?? amount, currency);
          return <option key={pkg} value={pkg}>{t`${credits} credits for ${price}`}</option>;
        })}
      </select>
    </>
  );
}
