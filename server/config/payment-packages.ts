import { z } from 'zod';
import { PACKAGE_IDS, type PackageId } from '../../common/packages';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../common/countries';

/**
 * The credit packages p0–p3 (docs/product/limits.md#credit-packages): credits, a price in each of our currencies, and the popular
 * flag. PAYMENT_PACKAGES replaces them with JSON of the same shape. The discount badge is not set
 * here: it is what a package really saves per credit (common/rules/discount.ts), so it is never an
 * advertised saving that is not there.
 */

const CURRENCIES = [...new Set(COUNTRY_CODES.map((code) => COUNTRIES[code].currency))] as string[];

export interface CreditPackageConfig {
  id: PackageId;
  credits: number;
  /** Minor units, per currency. */
  prices: Record<string, number>;
  popular: boolean;
}

const price = (eur: number, others: Record<string, number>) => ({ EUR: eur, ...others });

/** Prices end in 9, as shoppers expect; the smallest package sets a message's price (settings.minimum_message_costs). */
export const DEFAULT_PACKAGES: CreditPackageConfig[] = [
  { id: 'p0', credits: 85, popular: false, prices: price(999, { USD: 999, GBP: 999, CHF: 1169, PLN: 4229, CAD: 999, AUD: 999, NZD: 999 }) },
  { id: 'p1', credits: 220, popular: false, prices: price(2299, { USD: 2399, GBP: 1999, CHF: 2599, PLN: 9799, CAD: 3299, AUD: 3599, NZD: 3899 }) },
  { id: 'p2', credits: 500, popular: true, prices: price(4499, { USD: 4699, GBP: 3899, CHF: 4999, PLN: 18999, CAD: 6499, AUD: 6999, NZD: 7699 }) },
  { id: 'p3', credits: 1200, popular: false, prices: price(8999, { USD: 9499, GBP: 7799, CHF: 9999, PLN: 37999, CAD: 12999, AUD: 13999, NZD: 15499 }) },
];

const packageSchema = z.object({
  id: z.enum(PACKAGE_IDS),
  credits: z.int().positive(),
  prices: z.record(z.string(), z.int().positive()).refine((prices) => CURRENCIES.every((c) => c in prices), `a price in each of ${CURRENCIES.join(', ')}`),
  popular: z.boolean(),
});

export const packagesSchema = z.array(packageSchema).length(PACKAGE_IDS.length)
  .refine((list) => PACKAGE_IDS.every((id, index) => list[index]!.id === id), 'the packages p0, p1, p2, p3 in this order');

/** Reads PAYMENT_PACKAGES; throws with what is wrong. */
export function parsePackages(json: string | undefined): CreditPackageConfig[] {
  if (json === undefined) return DEFAULT_PACKAGES;
  return packagesSchema.parse(JSON.parse(json));
}

/** A message's price in the country's currency: the smallest package's price of a credit, times the credits a message costs. */
export function minimumMessageCost(packages: CreditPackageConfig[], country: CountryCode, messageCredits: number): number {
  const smallest = packages[0]!;
  return Math.round((smallest.prices[COUNTRIES[country].currency]! / smallest.credits) * messageCredits);
}
