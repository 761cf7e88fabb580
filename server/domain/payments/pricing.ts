import type { Discount } from '../../../common/api/payments';
import { COUNTRIES } from '../../../common/countries';
import type { PackageId } from '../../../common/packages';
import { discountedAmount } from '../../../common/rules/discount';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import type { PaymentContext } from './context';
import { activeDiscount, checkedCode, type Buyer } from './discounts';
import { packageOf } from './offer';

/** What an order costs: the package's price in the member's currency, the discount taken off, the method's fee added. */

export interface OrderPrice {
  listAmount: number;
  discount: Discount | null;
  fee: number;
  /** What is charged. */
  amount: number;
}

/** The typed code (its problem if it does not apply), else the active discount where it applies to this order, else none. */
async function orderDiscount(ctx: PaymentContext, buyer: Buyer, typed: string | undefined, amount: number, method: PaymentMethod): Promise<Discount | null> {
  const currency = COUNTRIES[buyer.country].currency;
  if (typed !== undefined) return checkedCode(ctx.db, buyer, typed, { currency, amount, method }, ctx.now());
  const active = await activeDiscount(ctx.db, buyer, currency, ctx.now());
  const fits = active && (active.minimum_order === null || amount >= active.minimum_order) && (active.payment_methods === null || active.payment_methods.includes(method));
  return fits ? active : null;
}

export async function orderPrice(ctx: PaymentContext, buyer: Buyer, packageId: PackageId, method: PaymentMethod, typedCode?: string): Promise<OrderPrice> {
  const listAmount = packageOf(ctx.config, packageId).prices[COUNTRIES[buyer.country].currency]!;
  const discount = await orderDiscount(ctx, buyer, typedCode, listAmount, method);
  const discounted = discount ? discountedAmount(listAmount, discount.percentage) : listAmount;
  const fee = Math.ceil((discounted * (ctx.config.payments.feePercents[method] ?? 0)) / 100);
  return { listAmount, discount, fee, amount: discounted + fee };
}
