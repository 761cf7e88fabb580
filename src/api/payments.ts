import type { CreatePayment, DirectDebitConfirm, DirectDebitRequest, DirectDebitStarted, DiscountResponse, PackagesResponse, PaymentResponse, TransactionsResponse } from '../../common/api/payments';
import type { PackageId } from '../../common/packages';
import type { CountryCode } from '../../common/countries';
import type { PaymentMethod } from '../../common/rules/payment-methods';
import { request } from './client';

/** Buying credits: the offer, payments, discount codes and transactions (docs/api.md). */

export const fetchOffer = (country?: CountryCode) => request<PackagesResponse>('packages.php', { query: { country } });

export const createPayment = async (body: CreatePayment) => (await request<PaymentResponse>('payments.php', { method: 'POST', body })).payment;

export const fetchPayment = async (id: number) => (await request<PaymentResponse>('payment.php', { query: { id: String(id) } })).payment;

export const fetchTransactions = (before?: number) =>
  request<TransactionsResponse>('transactions.php', { query: { before: before === undefined ? undefined : String(before) } });

/** A typed code checked for a package and method: the discount, or an ApiError naming why not. */
export const checkDiscountCode = async (code: string, pkg: PackageId, method: PaymentMethod | null) =>
  (await request<DiscountResponse>('discountcode.php', { query: { code, package: pkg, method: method ?? undefined } })).discount;

/** The member's welcome discount (docs/product/calls.md#discount-codes: GET /api/discountcode.php?welcome=true). */
export const fetchWelcomeDiscount = async () => (await request<DiscountResponse>('discountcode.php', { query: { welcome: 'true' } })).discount;

/** Direct debit: the form's details, then the SMS code that confirms them (the answer is the payment). */
export const startDirectDebit = (body: DirectDebitRequest) => request<DirectDebitStarted>('directdebit.php', { method: 'POST', body });

export const confirmDirectDebit = async (body: DirectDebitConfirm) =>
  (await request<PaymentResponse>('directdebit.php', { method: 'PUT', body })).payment;
