import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DirectDebitConfirm, DirectDebitRequest, DirectDebitStarted } from '../../../common/api/payments';
import type { PackageId } from '../../../common/packages';
import { COUNTRIES } from '../../../common/countries';
import { checkIban, checkPhone, maskIban, maskPhone } from '../../../common/rules/direct-debit';
import { offeredMethods } from '../../../common/rules/payment-methods';
import { hasUnsafeCharacters } from '../../../common/rules/text';
import { SmsUnavailableError } from '../../adapters/sms';
import { claimRequest, directDebitRequest, insertDirectDebitRequest, takeAttempt, updateDirectDebitRequest, type DirectDebitRequestRow } from '../../db/direct-debits';
import { providerCustomer, saveMandate, type PaymentRow } from '../../db/payments';
import { buyerOf } from '../../db/users';
import { composeDirectDebitCodeSms } from '../notifications/texts/sms';
import { ProblemError } from '../problems';
import { startPayment } from './checkout';
import type { PaymentContext } from './context';
import { checkDirectDebitAllowed } from './direct-debit-limit';
import { orderPrice } from './pricing';
import { callProvider } from './provider-call';
import type { Deps } from '../deps';

/**
 * Paying by SEPA direct debit (/directdebit): the form's IBAN and phone are checked, a code is texted
 * to the phone, and the code confirms the mandate and the payment, which charges the new mandate as a
 * saved method. Credits come while the bank still collects (settlement.ts), so the 30-day limit and
 * the block (set when a debit comes back) are checked when the code is asked for, again when it is
 * given, and held by the write that stores the payment (direct-debit-limit.ts). A right code is used
 * once, also when the provider then fails: the member asks for a new one.
 */

export type DirectDebitContext = PaymentContext & Pick<Deps, 'sms'>;

/** The SMS text says 10 minutes. */
const CODE_VALID_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

type Buyer = Awaited<ReturnType<typeof buyerOf>>;

/** A direct debit that passed every check, ready for its code. */
export interface CheckedDirectDebit {
  buyer: Buyer;
  package: PackageId;
  holder: string;
  iban: string;
  phone: string;
  amount: number;
}

const sha256 = (code: string) => createHash('sha256').update(code).digest();

/** Every check of the form, in the order the member fixes them; a refusal changes nothing. */
export async function checkDirectDebit(ctx: PaymentContext, userId: number, request: DirectDebitRequest): Promise<CheckedDirectDebit> {
  const buyer = await buyerOf(ctx.db, userId);
  if (!offeredMethods(buyer.country, ctx.config.payments.methods).includes('sdd')) throw new ProblemError('method_unavailable');
  if (buyer.direct_debit_blocked === 1) throw new ProblemError('direct_debit_blocked');
  if (hasUnsafeCharacters(request.holder)) throw new ProblemError('invalid_characters', { field: 'holder' });
  const iban = checkIban(request.iban);
  if ('problem' in iban) throw new ProblemError(iban.problem);
  const phone = checkPhone(request.phone, buyer.country);
  if ('problem' in phone) throw new ProblemError(phone.problem);
  const { amount } = await orderPrice(ctx, buyer, request.package, 'sdd');
  await checkDirectDebitAllowed(ctx, buyer, amount);
  return { buyer, package: request.package, holder: request.holder, iban: iban.iban, phone: phone.phone, amount };
}

/** Texts a new code (only its hash is kept) and stores the request it confirms; the member's older codes end. */
export async function textDirectDebitCode(ctx: DirectDebitContext, order: CheckedDirectDebit): Promise<DirectDebitStarted> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const { buyer } = order;
  const sms = composeDirectDebitCodeSms({ to: order.phone, language: buyer.language, code, amount: order.amount, currency: COUNTRIES[buyer.country].currency }, ctx.config);
  // Texted before it is stored: a text that cannot go changes nothing.
  await ctx.sms.send(sms).catch((error: unknown) => {
    throw error instanceof SmsUnavailableError ? new ProblemError('payment_provider_unavailable') : error;
  });
  const now = ctx.now();
  const row = await insertDirectDebitRequest(ctx.db, {
    user_id: buyer.id, package_id: order.package, iban: order.iban, holder: order.holder, phone: order.phone,
    code_hash: sha256(code).toString('hex'), created_at: now.toISOString(), expires_at: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
  });
  return { verification: row.id, phone: maskPhone(order.phone) };
}

/** Why a request cannot take a code: unknown or used, or over (expired, superseded, out of attempts). */
const closedProblem = (row: DirectDebitRequestRow | undefined) =>
  new ProblemError(!row || row.confirmed_at !== null || row.payment_id !== null ? 'payment_unknown' : 'sms_code_expired');

/** The code: a wrong one costs an attempt; the right one makes the mandate and the payment. */
export async function confirmDirectDebit(ctx: PaymentContext, userId: number, request: DirectDebitConfirm, origin: string): Promise<PaymentRow> {
  const now = ctx.now().toISOString();
  const row = await takeAttempt(ctx.db, userId, request.verification, now, MAX_ATTEMPTS);
  if (!row) throw closedProblem(await directDebitRequest(ctx.db, userId, request.verification));
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), sha256(request.code))) throw new ProblemError('sms_code_invalid');
  // One write claims the request: the same code sent twice at once, to any of the server's processes, debits once.
  const claimed = await claimRequest(ctx.db, userId, row.id, now);
  if (!claimed) throw closedProblem(await directDebitRequest(ctx.db, userId, row.id));
  return debit(ctx, claimed, origin);
}

async function debit(ctx: PaymentContext, row: DirectDebitRequestRow, origin: string): Promise<PaymentRow> {
  const { db, payments } = ctx;
  const now = ctx.now();
  const buyer = await buyerOf(db, row.user_id);
  // Before the mandate is made at the provider (startPayment's conditional write is what holds).
  await checkDirectDebitAllowed(ctx, buyer, (await orderPrice(ctx, buyer, row.package_id, 'sdd')).amount);

  const customerId = await providerCustomer(db, buyer.id, payments.name)
    ?? await callProvider(() => payments.createCustomer({ name: buyer.name, email: buyer.email, userId: buyer.id }));
  const mandate = await callProvider(() => payments.createDirectDebitMandate({ customerId, holder: row.holder, iban: row.iban, signedOn: now.toISOString().slice(0, 10) }));
  const saved = await saveMandate(db, {
    user_id: buyer.id, provider: payments.name, customer_id: customerId, mandate_id: mandate.id, method: 'sdd', label: mandate.label, created_at: now.toISOString(),
  });
  // The mandate holds the IBAN now: never keep it here too.
  await updateDirectDebitRequest(db, row.id, { iban: maskIban(row.iban) });
  const payment = await startPayment(ctx, buyer.id, { package: row.package_id, method: 'sdd', saved_method: saved.id }, { origin, locale: buyer.language });
  await updateDirectDebitRequest(db, row.id, { payment_id: payment.id });
  return payment;
}
