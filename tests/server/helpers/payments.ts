import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { paymentResponseSchema, type CreatePayment, type Payment } from '../../../common/api/payments';
import type { TestServer } from './test-server';
import { call } from './members';

/** Steps of the payment tests: buying through the sandbox's checkout, and the provider's notices. */

export async function createPayment(server: TestServer, cookie: string, body: CreatePayment, key: string = randomUUID()) {
  return server.app.inject({ method: 'POST', url: '/api/payments.php', payload: body, headers: { cookie, 'idempotency-key': key } });
}

/** A payment started and its checkout answered with `outcome`, as the payer's clicks would. */
export async function buy(server: TestServer, cookie: string, body: CreatePayment, outcome = 'paid', failLater = false): Promise<Payment> {
  const created = await createPayment(server, cookie, body);
  expect(created.statusCode, created.body).toBe(201);
  const { payment } = paymentResponseSchema.parse(created.json());
  await checkout(server, payment, outcome, failLater);
  return paymentOf(server, cookie, payment.id);
}

/** The payer's choice on the sandbox's checkout page; the answer sends them back to the product. */
export async function checkout(server: TestServer, payment: Payment, outcome: string, failLater = false) {
  const path = new URL(payment.checkout_url!).pathname;
  const page = await server.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const answer = await server.app.inject({
    method: 'POST', url: path, payload: `outcome=${outcome}${failLater ? '&fail_later=on' : ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode, answer.body).toBe(303);
  expect(answer.headers.location).toContain(`?payment=${payment.id}`);
}

export async function paymentOf(server: TestServer, cookie: string, id: number): Promise<Payment> {
  const response = await call(server, 'GET', `/api/payment.php?id=${id}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return paymentResponseSchema.parse(response.json()).payment;
}

/** The provider's notice, form-encoded as Mollie sends it. */
export const webhook = (server: TestServer, id: string) =>
  server.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: `id=${encodeURIComponent(id)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** The provider's id of one of our payments. */
export async function providerIdOf(server: TestServer, paymentId: number): Promise<string> {
  const row = await server.db.selectFrom('payments').select('provider_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return row.provider_id!;
}

/** What the provider says of a payment from now on (the bank's word, changing behind our back; amounts in minor units). */
export async function providerSays(
  server: TestServer, providerId: string, change: { status?: string; amount?: number; currency?: string; refunded?: number; charged_back?: number; created_at?: string },
) {
  await server.db.updateTable('sandbox_payments').set(change).where('id', '=', providerId).execute();
}

export async function purchases(server: TestServer, userId: number) {
  return server.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).where('reason', '=', 'purchase').execute();
}
