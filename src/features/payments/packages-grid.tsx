import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CreditPackage } from '../../../common/api/payments';
import { packageRouteId } from '../../../common/packages';
import { money } from './payment-texts';

/** The packages p0–p3 (docs/product/limits.md#credit-packages): credits, price, the price with the active discount, the popular flag and the saving badge. */
export function PackagesGrid({ packages, buyLabel }: { packages: CreditPackage[]; buyLabel: string }) {
  return (
    <ul className="packages" role="list">
      {packages.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} buyLabel={buyLabel} />)}
    </ul>
  );
}

function PackageCard({ pkg, buyLabel }: { pkg: CreditPackage; buyLabel: string }) {
  const { i18n } = useLingui();
  const price = money(i18n, pkg.amount, pkg.currency);
  return (
    <li className={`package${pkg.popular ? ' package-popular' : ''}`} data-package={pkg.id}>
      {pkg.popular && <p className="package-ribbon"><Trans>Most popular</Trans></p>}
      <h2 className="package-credits"><Plural value={pkg.credits} one="# credit" other="# credits" /></h2>
      {pkg.badge !== null && <p className="package-badge"><Trans>Save {pkg.badge}%</Trans></p>}
      <p className="package-price">
        {pkg.discounted_amount === null ? price : (
          <>
            <del><span className="visually-hidden"><Trans>Was</Trans> </span>{price}</del>{' '}
            <strong><span className="visually-hidden"><Trans>Now</Trans> </span>{money(i18n, pkg.discounted_amount, pkg.currency)}</strong>
          </>
        )}
      </p>
      <Link to="/credits/$id/{-$paymentmethod}" params={{ id: packageRouteId(pkg.id) }} className="button button-primary">
        {buyLabel}
      </Link>
    </li>
  );
}
