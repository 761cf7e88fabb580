import type { CreatePayment, Payment } from '../../../common/api/payments';
import { packageRouteId } from '../../../common/packages';
import type { Locale } from '../../../common/constants';
import { COUNTRIES } from '../../../common/countries';
import { isCheckoutMethod, offeredMethods, savedMethodOf } from '../../../common/rules/payment-methods';
import type { PaymentSequence } from '../../db/schema';
import { inTransaction } from '../../db/database';
import { releaseCodeUse } from '../../db/discounts';
import { insertPayment, mandateById, providerCustomer, updatePayment, type PaymentRow } from '../../db/payments';
import { buyerOf } from '../../db/users';
import type { ProviderPayment } from '../../adapters/payments/provider';
import { ProblemError } from '../problems';
import type { PaymentContext } from './context';
import { insertDirectDebit } from './direct-debit-limit';
import { reserveDiscount } from './discounts';
import { packageOf } from './offer';
import { orderPrice } from './pricing';
import { callProvider } from './provider-call';
import { applyProviderPayment } from './settlement';

/**
 * Buying a package (POST /api/payments.php): the price in the member's currency, the discount (a typed
 * code, else the active one), the method's fee; then the payment at the provider, whose checkout the
 * member is sent to, or, with a saved method, charged at once. The payment is stored together with
 * the use of its once-per-member discount and, for a direct debit, within the limit, so checkouts made
 * at once cannot share one use or pass the limit together.
 */

export interface CheckoutPlace {
  /** Where the payer returns and the provider's webhook goes. */
  origin: string;
  locale: Locale;
}

/** A payment as the member sees it. */
export function paymentAnswer(row: PaymentRow): Payment {
  return {
    id: row.id, package: row.package_id, credits: row.credits, amount: row.amount, currency: row.currency, method: row.method,
    fee: row.fee, discount_code: row.discount_code, state: row.state, refunded: row.refunded_amount, checkout_url: row.checkout_url, method_label: row.method_label,
    created_at: row.created_at, paid_at: row.paid_at,
  };
}

/** A webhook cannot reach a local address; the payer's return and the reconciliation find out instead. */
function webhookUrl(origin: string): string | null {
  const { hostname } = new URL(origin);
  const local = hostname === 'localhost' || hostname.startsWith('127.') || hostname === '[::1]' || hostname.endsWith('.test');
  return local ? null : new URL('/api/payment-webhook.php', origin).href;
}

export async function startPayment(ctx: PaymentContext, userId: number, request: CreatePayment, place: CheckoutPlace): Promise<PaymentRow> {
  const { db, config, payments } = ctx;
  const buyer = await buyerOf(db, userId);
  const pkg = packageOf(config, request.package);
  const currency = COUNTRIES[buyer.country].currency;

  const saved = request.saved_method === undefined ? undefined : await mandateById(db, userId, request.saved_method);
  if (request.saved_method !== undefined && (!saved || saved.provider !== payments.name || !(await payments.mandateValid(saved.customer_id, saved.mandate_id)))) {
    throw new ProblemError('saved_method_unknown');
  }
  const method = saved?.method ?? request.method;
  if (!saved && (!isCheckoutMethod(method) || !offeredMethods(buyer.country, config.payments.methods).includes(method))) throw new ProblemError('method_unavailable');

  const { listAmount, discount, fee, amount } = await orderPrice(ctx, buyer, pkg.id, method, request.discount_code);
  const sequence: PaymentSequence = saved ? 'recurring' : savedMethodOf(method) ? 'first' : 'oneoff';
  const at = ctx.now().toISOString();
  const order = {
    user_id: userId, package_id: pkg.id, credits: pkg.credits, list_amount: listAmount, amount, fee, currency,
    country: buyer.country, method, discount_code: discount?.code ?? null, discount_percentage: discount?.percentage ?? null,
    provider: payments.name, sequence, mandate_id: saved?.id ?? null, method_label: saved?.label ?? null, created_at: at, updated_at: at,
  };
  const payment = await inTransaction(db, async (trx) => {
    const row = method === 'sdd' ? await insertDirectDebit(ctx, trx, order) : await insertPayment(trx, order);
    if (discount) await reserveDiscount(trx, { code: discount.code, userId, paymentId: row.id, at });
    return row;
  });

  let remote: ProviderPayment;
  try {
    const customerId = saved?.customer_id ?? (sequence === 'first'
      ? await providerCustomer(db, userId, payments.name) ?? await callProvider(() => payments.createCustomer({ name: buyer.name, email: buyer.email, userId }))
      : undefined);
    remote = await callProvider(() => payments.createPayment({
      amount: payment.amount, currency, description: `${config.site.name} ${pkg.credits} credits #${payment.id}`, method,
      redirectUrl: new URL(`/credits/${packageRouteId(pkg.id)}/${method}?payment=${payment.id}`, place.origin).href, webhookUrl: webhookUrl(place.origin),
      locale: place.locale, paymentId: payment.id, idempotencyKey: `amora-payment-${payment.id}`, sequence,
      ...(customerId ? { customerId } : {}), ...(saved ? { mandateId: saved.mandate_id } : {}),
    }));
  } catch (error) {
    // Never made at the provider: it ends here, nobody is sent to pay it, and its discount is free again.
    await inTransaction(db, async (trx) => {
      await updatePayment(trx, payment.id, { state: 'failed', updated_at: at });
      await releaseCodeUse(trx, payment.id);
    });
    throw error;
  }
  await updatePayment(db, payment.id, { provider_id: remote.id, checkout_url: remote.checkoutUrl, updated_at: at });
  return applyProviderPayment(ctx, { ...payment, provider_id: remote.id, checkout_url: remote.checkoutUrl }, remote);
}
