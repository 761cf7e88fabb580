import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  mailEventsSchema, pageHiddenQuerySchema, pushSubscribeSchema, pushUnsubscribeSchema, unsubscribeBodySchema, unsubscribeQuerySchema,
} from '../../common/api/push';
import { applyMailEvents, unsubscribe, unsubscribeState } from '../domain/notifications/mail-controls';
import { pageHidden } from '../domain/notifications/presence';
import { attachPushSubscription, detachPushSubscription } from '../domain/notifications/push-subscriptions';
import { ProblemError } from '../domain/problems';
import { requireSession, requireUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';
import { formBodies } from './form-body';

const noStore = { 'cache-control': 'no-store' };

/**
 * Notifications (docs/api.md): a device's push subscription (POST /api/user.php?push=1 is answered
 * by the session routes, see pushSubscribe), the page-hidden beacon, a mail's unsubscribe links and
 * the mail provider's bounce and complaint reports.
 */
export function notificationRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;

  app.delete('/api/push-subscription.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { endpoint } = parseInput(pushUnsubscribeSchema, request.body);
    await detachPushSubscription(db, userId, endpoint);
    return reply.headers(noStore).send({ subscribed: false });
  });

  // Sent by navigator.sendBeacon as the page goes out of view: nobody reads the answer.
  app.post('/api/page-hidden.php', async (request, reply) => {
    const session = await requireSession(deps, request);
    const { app: name } = parseInput(pageHiddenQuerySchema, request.query);
    await pageHidden(db, { userId: session.userId, sessionId: session.id }, name, deps.now());
    return reply.status(204).send();
  });

  app.get('/api/unsubscribe.php', async (request, reply) => {
    const { t } = parseInput(unsubscribeQuerySchema, request.query);
    return reply.headers(noStore).send(await unsubscribeState(db, t, deps.now()));
  });

  // The one-click POST comes from the mail program's servers (RFC 8058), form-encoded, without a session: the token is the authority.
  app.register(async (scope) => {
    formBodies(scope);
    scope.post('/api/unsubscribe.php', async (request, reply) => {
      const { t } = parseInput(unsubscribeQuerySchema, request.query);
      const body = parseInput(unsubscribeBodySchema, request.body);
      await unsubscribe(db, t, 'scope' in body ? body.scope : 'kind', deps.now());
      return reply.headers(noStore).send(await unsubscribeState(db, t, deps.now()));
    });
  });

  app.post('/api/mail-events.php', async (request, reply) => {
    if (!authorizedReporter(config.mailEventsSecret, request)) throw new ProblemError('mail_events_unauthorized');
    const { events } = parseInput(mailEventsSchema, request.body);
    return reply.send({ changed: await applyMailEvents(db, events) });
  });
}

/** POST /api/user.php?push=1 {subscription}: the session routes hand it here, as the call shares login's path (docs/product/calls.md#notifications). */
export async function pushSubscribe(deps: Deps, request: FastifyRequest): Promise<{ subscribed: true }> {
  const session = await requireSession(deps, request);
  await attachPushSubscription(deps.db, deps.config, session, parseInput(pushSubscribeSchema, request.body), deps.now());
  return { subscribed: true };
}

/** The reports carry `Authorization: Bearer <MAIL_EVENTS_SECRET>`; without a secret configured the call is off. */
function authorizedReporter(secret: string | null, request: FastifyRequest): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
