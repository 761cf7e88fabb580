import { atom } from 'jotai';
import type { CreatePayment, DirectDebitConfirm, DirectDebitRequest, PackagesResponse, Payment, Spend } from '../../common/api/payments';
import type { CountryCode } from '../../common/countries';
import type { PackageId } from '../../common/packages';
import type { PaymentMethod } from '../../common/rules/payment-methods';
import { isWaiting } from '../../common/rules/payment-state';
import {
  checkDiscountCode, confirmDirectDebit, createPayment, fetchOffer, fetchPayment, fetchTransactions, fetchWelcomeDiscount, startDirectDebit,
} from '../api/payments';
import { refreshUserAtom, userAtom } from './auth';
import { welcomeCodeAtom } from './discounts';

/**
 * Buying credits (docs/product/screens.md#payment-screens, docs/product/states.md#payments). Payments are the server's and the provider's; the screens read them
 * from these atoms, which only these actions write. A payment started here ends at the provider's
 * checkout, which sends the member back to the payment's page, where `watchPaymentAtom` follows it.
 */

/** What can be bought, and how: the packages, the methods, the active discount, the saved methods. */
export const offerAtom = atom<PackagesResponse | null>(null);

export const loadOfferAtom = atom(null, async (_get, set, country?: CountryCode) => {
  set(offerAtom, await fetchOffer(country));
});

/**
 * Starts a payment. With the provider's checkout to visit, the browser goes there (and comes back to
 * the payment's page); a saved method is charged at once, and the payment is answered.
 */
export const startPaymentAtom = atom(null, async (_get, set, body: CreatePayment) => {
  const payment = await createPayment(body);
  if (payment.checkout_url) {
    window.location.assign(payment.checkout_url);
    return payment;
  }
  set(paymentAtom, payment);
  if (payment.paid_at) await set(refreshUserAtom);
  return payment;
});

/** The payment the member came back with from the checkout (or charged at once), as last read. */
export const paymentAtom = atom<Payment | null>(null);

/** How often the payment's page asks while the provider is still at work. */
const WATCH_EVERY_MS = 2000;

/**
 * Reads the payment until it is no longer waiting ('Processing your payment'), for as long as the
 * page shows it; once its credits are granted, the member (credits, premium) is read anew.
 */
export const watchPaymentAtom = atom(null, async (_get, set, id: number, signal: AbortSignal) => {
  set(paymentAtom, null);
  for (;;) {
    const payment = await fetchPayment(id);
    if (signal.aborted) return;
    set(paymentAtom, payment);
    if (payment.paid_at) await set(refreshUserAtom);
    if (!isWaiting(payment.state)) return;
    await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
    if (signal.aborted) return;
  }
});

/** The transactions page: the payments, and what the credits went on, a page at a time. */
export const transactionsAtom = atom<{ payments: Payment[]; spending: Spend[]; next: number | null } | null>(null);

export const loadTransactionsAtom = atom(null, async (get, set, more: boolean) => {
  const shown = get(transactionsAtom);
  if (more && !shown?.next) return;
  const page = await fetchTransactions(more ? shown!.next! : undefined);
  set(transactionsAtom, more && shown ? { payments: shown.payments, spending: [...shown.spending, ...page.spending], next: page.next } : page);
});

/** The member's welcome code (docs/product/calls.md#discount-codes: ?welcome=true); docs/product/errors.md#welcome-discount-failure: a failure to load it is ignored. */
export const loadWelcomeDiscountAtom = atom(null, async (get, set) => {
  const user = get(userAtom);
  if (!user || user.paid_user) return set(welcomeCodeAtom, null);
  set(welcomeCodeAtom, await fetchWelcomeDiscount().catch(() => null));
});

/** A code the member typed, checked for the package and method: the discount, or the problem that says why not. */
export const checkDiscountCodeAtom = atom(null, (_get, _set, code: string, pkg: PackageId, method: PaymentMethod | null) =>
  checkDiscountCode(code, pkg, method));

/** The direct-debit form sent: the code is texted to the member (the answer names where, masked). */
export const startDirectDebitAtom = atom(null, (_get, _set, body: DirectDebitRequest) => startDirectDebit(body));

/** The texted code confirms the mandate; the debit's credits come at once (docs/payments.md). */
export const confirmDirectDebitAtom = atom(null, async (_get, set, body: DirectDebitConfirm) => {
  const payment = await confirmDirectDebit(body);
  set(paymentAtom, payment);
  if (payment.paid_at) await set(refreshUserAtom);
  return payment;
});
