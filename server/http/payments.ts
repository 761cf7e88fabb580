import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPaymentSchema, discountQuerySchema, packagesQuerySchema, paymentQuerySchema, transactionsQuerySchema, webhookSchema,
} from '../../common/api/payments';
import { COUNTRIES } from '../../common/countries';
import { isWaiting } from '../../common/rules/payment-state';
import { ProviderUnavailableError } from '../adapters/payments/provider';
import { paymentById } from '../db/payments';
import { buyerOf } from '../db/users';
import { paymentAnswer, startPayment } from '../domain/payments/checkout';
import { activeDiscount, checkedCode } from '../domain/payments/discounts';
import { offer, packageOf } from '../domain/payments/offer';
import { paymentChanged, refreshPayment } from '../domain/payments/settlement';
import { memberTransactions } from '../domain/payments/transactions';
import { ProblemError } from '../domain/problems';
import { limitRate, linkOrigin, requireUserId, sessionUserId, type Deps } from './context';
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

  // Asked while the member waits on the return page: a payment still waiting is asked of the provider, so a missed webhook is no matter.
  app.get('/api/payment.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { id } = parseInput(paymentQuerySchema, request.query);
    let payment = await paymentById(db, id);
    if (!payment || payment.user_id !== userId || payment.provider_id === null) throw new ProblemError('payment_unknown');
    if (isWaiting(payment.state)) payment = await refreshPayment(withLog(request), payment).catch((error: unknown) => {
      if (error instanceof ProviderUnavailableError) return payment!;
      throw error;
    });
    return reply.headers(noStore).send({ payment: paymentAnswer(payment) });
  });

  app.get('/api/transactions.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { before } = parseInput(transactionsQuerySchema, request.query);
    return reply.headers(noStore).send(await memberTransactions(db, userId, before));
  });

  // Spec §7: the welcome discount (?welcome=true), or a code the member typed, checked for a package and method.
  app.get('/api/discountcode.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const query = parseInput(discountQuerySchema, request.query);
    // Codes are short enough to guess in bulk; the member's own welcome discount is no guess.
    if ('code' in query) await limitRate(deps, 'discountCode', userId);
    const buyer = await buyerOf(db, userId);
    const currency = COUNTRIES[buyer.country].currency;
    const discount = 'welcome' in query
      ? await activeDiscount(db, buyer, currency, deps.now())
      : await checkedCode(db, buyer, query.code, {
        currency, amount: query.package ? packageOf(config, query.package).prices[currency]! : null, method: query.method ?? null,
      }, deps.now());
    return reply.headers(noStore).send({ discount });
  });

  // The provider's notice carries only an id; its body is never trusted (the provider is asked). Unknown ids answer 200 too, revealing nothing.
  app.register(async (scope) => {
    formBodies(scope);
    scope.post('/api/payment-webhook.php', { config: { ownIdempotency: true } }, async (request, reply) => {
      // Per sending address: a known id asks the provider, and a provider refused here sends its notice again later.
      await limitRate(deps, 'webhook', request.ip);
      const { id } = parseInput(webhookSchema, request.body);
      try {
        await paymentChanged(withLog(request), id);
      } catch (error) {
        // A 503 makes the provider send the notice again later.
        if (error instanceof ProviderUnavailableError) throw new ProblemError('payment_provider_unavailable');
        throw error;
      }
      return reply.status(200).send();
    });
  });
}
