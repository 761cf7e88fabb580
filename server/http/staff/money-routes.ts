import type { FastifyInstance } from 'fastify';
import { staffIdSchema } from '../../../common/staff/api';
import {
  creditCorrectionSchema, discountCodeParamSchema, discountListQuerySchema, moneyQuerySchema, newDiscountSchema, refundSchema,
} from '../../../common/staff/money';
import { addDiscount, discountList, endDiscount } from '../../domain/staff/discount-codes';
import { correctCredits, memberMoney, refundFromConsole } from '../../domain/staff/money';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/**
 * The money desk (docs/staff.md): a member's payments and ledger (GET /staff/api/money), a refund
 * (POST /staff/api/payments/:id/refund), a credit correction (POST /staff/api/members/:id/credits),
 * and discount codes (GET and POST /staff/api/discounts, POST /staff/api/discounts/:code/end).
 */
export function staffMoneyRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/money', async (request, reply) => {
    await requireStaff(deps, request, 'money.read');
    return reply.header('cache-control', 'no-store').send(await memberMoney(deps.db, parseInput(moneyQuerySchema, request.query)));
  });

  app.post('/staff/api/payments/:id/refund', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'money.change');
    const { id } = parseInput(staffIdSchema, request.params);
    const payment = await refundFromConsole(deps, actor, id, parseInput(refundSchema, request.body));
    return reply.header('cache-control', 'no-store').send({ payment });
  });

  app.post('/staff/api/members/:id/credits', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'money.change');
    const { id } = parseInput(staffIdSchema, request.params);
    const answer = await correctCredits(deps, actor, id, parseInput(creditCorrectionSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get('/staff/api/discounts', async (request, reply) => {
    await requireStaff(deps, request, 'money.read');
    return reply.header('cache-control', 'no-store').send(await discountList(deps.db, parseInput(discountListQuerySchema, request.query), deps.now()));
  });

  app.post('/staff/api/discounts', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'money.change');
    const discount = await addDiscount(deps.db, actor, parseInput(newDiscountSchema, request.body), deps.now());
    return reply.code(201).header('cache-control', 'no-store').send({ discount });
  });

  app.post('/staff/api/discounts/:code/end', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'money.change');
    await endDiscount(deps.db, actor, parseInput(discountCodeParamSchema, request.params).code, deps.now());
    return reply.header('cache-control', 'no-store').send({ ended: true });
  });
}
