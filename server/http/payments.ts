import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPaymentSchema, discountQuerySchema, packagesQuerySchema, paymentQuerySchema, transactionsQuerySchema, webhookSchema,
} from '../../common/api/payments';
import { paymentAnswer, startPayment } from '../domain/payments/checkout';
import { memberDiscount, offer } from '../domain/payments/offer';
import { memberPayment, paymentNoticed } from '../domain/payments/settlement';
import { memberTransactions } from '../domain/payments/transactions';
import { limitRate, linkOrigin, requireUserId, sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';
import { formBodies } from './form-body';
import { requestLocale } from './locale';

/** Buying credits (docs/api.md): the offer, payments and their state, discount codes, transactions, the provider's webhook. */
export function paymentRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const noStore = { 'cache-control': 'private, no-store' };
  /** The payment use cases with the request's logger, where a payment held for review is told. */
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  app.get('/api/packages.php', async (request, reply) => {
    const { country } = parseInput(packagesQuerySchema, request.query);
    const userId = await sessionUserId(deps, request);
    return reply.headers(noStore).send(await offer(db, config, userId, country ?? config.site.defaultCountry, deps.now()));
  });

  app.post('/api/payments.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const body = parseInput(createPaymentSchema, request.body);
    // Each payment asks the provider; a typed code is a guess like any other.
    await limitRate(deps, 'payment', userId);
    if (body.discount_code !== undefined) await limitRate(deps, 'discountCode', userId);
    const payment = await startPayment(withLog(request), userId, body, { origin: linkOrigin(config, request), locale: requestLocale(request) });
    return reply.status(201).headers(noStore).send({ payment: paymentAnswer(payment) });
  });

  app.get('/api/payment.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { id } = parseInput(paymentQuerySchema, request.query);
    return reply.headers(noStore).send({ payment: paymentAnswer(await memberPayment(withLog(request), userId, id)) });
  });

  app.get('/api/transactions.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { before } = parseInput(transactionsQuerySchema, request.query);
    return reply.headers(noStore).send(await memberTransactions(db, userId, before));
  });

  // docs/product/calls.md#discount-codes: the welcome discount (?welcome=true), or a code the member typed, checked for a package and method.
  app.get('/api/discountcode.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const query = parseInput(discountQuerySchema, request.query);
    // Codes are short enough to guess in bulk; the member's own welcome discount is no guess.
    if ('code' in query) await limitRate(deps, 'discountCode', userId);
    return reply.headers(noStore).send({ discount: await memberDiscount(db, config, userId, query, deps.now()) });
  });

  // The provider's notice carries only an id; its body is never trusted (the provider is asked). Unknown ids answer 200 too, revealing nothing.
  app.register(async (scope) => {
    formBodies(scope);
    scope.post('/api/payment-webhook.php', { config: { ownIdempotency: true } }, async (request, reply) => {
      // Per sending address: a known id asks the provider, and a provider refused here sends its notice again later.
      await limitRate(deps, 'webhook', request.ip);
      const { id } = parseInput(webhookSchema, request.body);
      await paymentNoticed(withLog(request), id);
      return reply.status(200).send();
    });
  });
}
