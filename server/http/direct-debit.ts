import type { FastifyInstance } from 'fastify';
import { directDebitConfirmSchema, directDebitRequestSchema } from '../../common/api/payments';
import { paymentAnswer } from '../domain/payments/checkout';
import { checkDirectDebit, confirmDirectDebit, textDirectDebitCode } from '../domain/payments/direct-debit';
import { limitRate, linkOrigin, requireUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';

/** Paying by direct debit (/directdebit): the form texts a code (POST), the code confirms the debit (PUT). */
export function directDebitRoutes(app: FastifyInstance, deps: Deps): void {
  const noStore = { 'cache-control': 'private, no-store' };

  app.post('/api/directdebit.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const order = await checkDirectDebit(deps, userId, parseInput(directDebitRequestSchema, request.body));
    // Counted once the form passed: a mistyped IBAN costs no text.
    await limitRate(deps, 'sms', userId);
    return reply.status(201).headers(noStore).send(await textDirectDebitCode(deps, order));
  });

  app.put('/api/directdebit.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const body = parseInput(directDebitConfirmSchema, request.body);
    const payment = await confirmDirectDebit({ ...deps, log: request.log }, userId, body, linkOrigin(deps.config, request));
    return reply.status(201).headers(noStore).send({ payment: paymentAnswer(payment) });
  });
}
