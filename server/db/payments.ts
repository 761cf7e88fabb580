import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentState } from '../../common/rules/payment-state';
import type { Db } from './database';
import type { PaymentMandatesTable, PaymentProviderName, PaymentsTable } from './schema';

/** Payments and the saved methods (mandates) they are paid with. */

export type PaymentRow = Selectable<PaymentsTable>;
export type MandateRow = Selectable<PaymentMandatesTable>;
export type NewPayment = Insertable<PaymentsTable>;

export function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentByProviderId(db: Db, provider: PaymentProviderName, providerId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_id', '=', providerId).executeTakeFirst();
}

export async function updatePayment(db: Db, id: number, change: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(change).where('id', '=', id).execute();
}

/**
 * Moves a payment on from its state and reversed credits as read: undefined when another request
 * moved it first (the caller reads it again), so two webhooks at once never both act on one change.
 */
export function movePaymentState(
  db: Db, from: Pick<PaymentRow, 'id' | 'state' | 'reversed_credits'>, change: Updateable<PaymentsTable> & { state: PaymentState },
): Promise<PaymentRow | undefined> {
  return db.updateTable('payments').set(change).where('id', '=', from.id).where('state', '=', from.state)
    .where('reversed_credits', '=', from.reversed_credits).returningAll().executeTakeFirst();
}

/** Marks a payment for an operator's review: the row when this call marked it, undefined when it was marked before. */
export function holdForReview(db: Db, id: number, reason: string, at: string): Promise<PaymentRow | undefined> {
  return db.updateTable('payments').set({ review_reason: reason, updated_at: at }).where('id', '=', id).where('review_reason', 'is', null)
    .returningAll().executeTakeFirst();
}

/** The member's payments, newest first. */
export function memberPayments(db: Db, userId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('provider_id', 'is not', null).orderBy('id', 'desc').execute();
}

/** Payments still waiting that were last changed before `before`: the reconciliation asks about them again (not those an operator reviews). */
export function waitingPayments(db: Db, before: string, limit: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('state', 'in', ['open', 'pending']).where('updated_at', '<', before)
    .where('provider_id', 'is not', null).where('review_reason', 'is', null).orderBy('updated_at').limit(limit).execute();
}

/**
 * Whether the member has a purchase that stands: its credits granted, neither charged back nor
 * returned by the bank, and not wholly refunded.
 */
export async function hasCreditedPayment(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('user_id', '=', userId).where('paid_at', 'is not', null)
    .where((eb) => eb.or([
      eb('state', 'in', ['paid', 'pending']),
      eb.and([eb('state', '=', 'refunded'), eb('reversed_credits', '<', eb.ref('credits'))]),
    ])).executeTakeFirst();
  return row !== undefined;
}

/** What the member paid by direct debit since `since` and was not given back, in minor units of any currency. */
function directDebitSum(db: Db, userId: number, since: string) {
  return db.selectFrom('payments').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId).where('method', '=', 'sdd').where('created_at', '>=', since)
    .where('state', 'in', ['open', 'pending', 'paid']);
}

export async function directDebitTotal(db: Db, userId: number, since: string): Promise<number> {
  const row = await directDebitSum(db, userId, since).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Stores a direct debit only while the member's direct debits since `since`, this one with them,
 * stay within `limit`: undefined when they would not. The sum and the insert are one statement, after
 * the caller took the member's row in the same transaction (takeDirectDebitTurn): on PostgreSQL a
 * second debit of the member waits there for the first to commit, and its insert then counts it.
 */
export function insertDirectDebitWithin(db: Db, payment: NewPayment, since: string, limit: number): Promise<PaymentRow | undefined> {
  const columns = Object.keys(payment) as (keyof PaymentsTable)[];
  return db.insertInto('payments').columns(columns)
    .expression(db.selectNoFrom((eb) => columns.map((column) => eb.val(payment[column]).as(column)))
      .where((eb) => eb(eb(directDebitSum(db, payment.user_id, since), '+', payment.amount), '<=', limit)))
    .returningAll().executeTakeFirst();
}

export function memberMandates(db: Db, userId: number): Promise<MandateRow[]> {
  return db.selectFrom('payment_mandates').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id', 'desc').execute();
}

export function mandateById(db: Db, userId: number, id: number): Promise<MandateRow | undefined> {
  return db.selectFrom('payment_mandates').selectAll().where('user_id', '=', userId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
}

/** The customer the provider keeps the member's saved methods under, if they have one. */
export async function providerCustomer(db: Db, userId: number, provider: PaymentProviderName): Promise<string | undefined> {
  const row = await db.selectFrom('payment_mandates').select('customer_id').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  return row?.customer_id;
}

/** Stores a mandate once; the row either way. */
export async function saveMandate(db: Db, mandate: Insertable<PaymentMandatesTable>): Promise<MandateRow> {
  await db.insertInto('payment_mandates').values(mandate).onConflict((oc) => oc.columns(['provider', 'mandate_id']).doNothing()).execute();
  return db.selectFrom('payment_mandates').selectAll().where('provider', '=', mandate.provider).where('mandate_id', '=', mandate.mandate_id).executeTakeFirstOrThrow();
}

export async function revokeMandate(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('payment_mandates').set({ revoked_at: at }).where('id', '=', id).execute();
}

/**
 * Claims `amount` more of the payment for a staff refund, if what was claimed is still `before` and
 * the claims stay within what was paid: the row after, or undefined when another refund came first.
 * One conditional UPDATE, so of two staff refunding at once only one asks the provider.
 */
export function claimRefund(db: Db, id: number, before: number, amount: number): Promise<PaymentRow | undefined> {
  return db.updateTable('payments').set((eb) => ({ refund_requested: eb('refund_requested', '+', amount) }))
    .where('id', '=', id).where('refund_requested', '=', before).where('paid_at', 'is not', null)
    .where((eb) => eb(eb('refund_requested', '+', amount), '<=', eb.ref('amount')))
    .returningAll().executeTakeFirst();
}

/** Gives back a claim the provider did not carry out. */
export async function releaseRefund(db: Db, id: number, amount: number): Promise<void> {
  await db.updateTable('payments').set((eb) => ({ refund_requested: eb('refund_requested', '-', amount) })).where('id', '=', id).execute();
}
