import { timingSafeEqual } from 'node:crypto';
import type { PushSubscribe } from '../../../common/api/push';
import { checkedPushEndpoint } from '../../adapters/push-endpoint-check';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { deletePushSubscription, keepNewestPushSubscriptions, pushSubscriptionHolder, savePushSubscription } from '../../db/push-subscriptions';
import { ProblemError } from '../problems';

/** A member's devices that get pushes; beyond this the oldest goes (each costs a send at every push). */
const MAX_DEVICES = 10;

/**
 * POST /api/user.php?push=1: attaches the device's subscription to the member and to this session
 * (its logout ends it). Only the browsers' push services are posted to: the address is checked.
 * An endpoint another member holds moves only with the device's auth secret, which only the
 * browser and we know (a second member logging in on the device); anyone else is answered as if it
 * moved, so the answer does not tell whether the endpoint exists, and nothing changes.
 */
export async function attachPushSubscription(
  db: Db, config: Config, session: { id: number; userId: number }, { subscription }: PushSubscribe, now: Date,
): Promise<void> {
  if (!checkedPushEndpoint(subscription.endpoint, config.push.services)) throw new ProblemError('push_service_unknown');
  const key = Buffer.from(subscription.keys.p256dh, 'base64url');
  const auth = Buffer.from(subscription.keys.auth, 'base64url');
  // An uncompressed P-256 point, and the 16-byte auth secret (RFC 8291).
  if (key.length !== 65 || key[0] !== 4 || auth.length !== 16) throw new ProblemError('push_subscription_invalid');
  await inTransaction(db, async (trx) => {
    const holder = await pushSubscriptionHolder(trx, subscription.endpoint);
    if (holder && holder.user_id !== session.userId && !sameSecret(holder.auth, auth)) return;
    await savePushSubscription(trx, {
      user_id: session.userId, session_id: session.id, endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, created_at: now.toISOString(),
    });
    await keepNewestPushSubscriptions(trx, session.userId, MAX_DEVICES);
  });
}

/** In constant time: how much of the stored secret a guess matched must not show in the answer's time. */
function sameSecret(stored: string, posted: Buffer): boolean {
  const secret = Buffer.from(stored, 'base64url');
  return secret.length === posted.length && timingSafeEqual(secret, posted);
}

/** DELETE /api/push-subscription.php: the member turned push off on this device. */
export async function detachPushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await deletePushSubscription(db, userId, endpoint);
}
