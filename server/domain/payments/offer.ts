import type { CreditPackage, Discount, DiscountQuery, PackagesResponse } from '../../../common/api/payments';
import type { PackageId } from '../../../common/packages';
import { COUNTRIES, type CountryCode } from '../../../common/countries';
import { discountedAmount, savingPercent } from '../../../common/rules/discount';
import { offeredMethods } from '../../../common/rules/payment-methods';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { memberMandates, memberPayments } from '../../db/payments';
import { buyerOf } from '../../db/users';
import { activeDiscount, checkedCode } from './discounts';

/** What a member or visitor can buy in their country (GET /api/packages.php): packages, methods, the discount, saved methods. */

/** The packages priced in the country's currency, with their badge and, with a discount, the price after it. */
export function packagesFor(config: Config, country: CountryCode, discount: Discount | null): CreditPackage[] {
  const currency = COUNTRIES[country].currency;
  const list = config.payments.packages;
  const priced = list.map((pkg) => ({ pkg, amount: pkg.prices[currency]! }));
  const smallest = priced[0]!;
  return priced.map(({ pkg, amount }) => ({
    id: pkg.id, credits: pkg.credits, amount, currency, popular: pkg.popular,
    badge: savingPercent({ credits: pkg.credits, amount }, { credits: smallest.pkg.credits, amount: smallest.amount }),
    discounted_amount: discount && (discount.minimum_order === null || amount >= discount.minimum_order) ? discountedAmount(amount, discount.percentage) : null,
  }));
}

export function packageOf(config: Config, id: PackageId) {
  return config.payments.packages.find((pkg) => pkg.id === id)!;
}

export async function offer(db: Db, config: Config, userId: number | undefined, visitorCountry: CountryCode, now: Date): Promise<PackagesResponse> {
  const buyer = userId === undefined ? undefined : await buyerOf(db, userId);
  const country = buyer?.country ?? visitorCountry;
  const currency = COUNTRIES[country].currency;
  const discount = buyer ? await activeDiscount(db, buyer, currency, now) : null;
  const mandates = buyer ? await memberMandates(db, buyer.id) : [];
  const payments = buyer ? await memberPayments(db, buyer.id) : [];
  const lastPaid = payments.find((payment) => payment.state === 'paid');
  // A member who went back from the provider's page finds the price without the discount that checkout holds: say where it is.
  const holding = payments.find((payment) => payment.state === 'open' && payment.checkout_url !== null
    && payment.discount_code !== null && payment.discount_code !== discount?.code);
  return {
    country, currency,
    packages: packagesFor(config, country, discount),
    methods: offeredMethods(country, config.payments.methods),
    discount,
    saved_methods: mandates.map((mandate) => ({ id: mandate.id, method: mandate.method, label: mandate.label, created_at: mandate.created_at })),
    last_package: lastPaid?.package_id ?? null,
    discount_in_checkout: holding ? {
      payment: holding.id, percentage: holding.discount_percentage!, amount: holding.amount, currency: holding.currency, checkout_url: holding.checkout_url!,
    } : null,
  };
}

/** GET /api/discountcode.php: the member's welcome discount, or a typed code checked for a package and method. */
export async function memberDiscount(db: Db, config: Config, userId: number, query: DiscountQuery, now: Date): Promise<Discount | null> {
  const buyer = await buyerOf(db, userId);
  const currency = COUNTRIES[buyer.country].currency;
  if ('welcome' in query) return activeDiscount(db, buyer, currency, now);
  const amount = query.package ? packageOf(config, query.package).prices[currency]! : null;
  return checkedCode(db, buyer, query.code, { currency, amount, method: query.method ?? null }, now);
}
