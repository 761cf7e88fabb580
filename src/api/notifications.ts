import type { UnsubscribeState } from '../../common/api/push';
import { request } from './client';

/** The notification calls: a device's push subscription, the page-hidden beacon, a mail's unsubscribe links. */

export const attachPushSubscription = (subscription: PushSubscriptionJSON) =>
  request<{ subscribed: true }>('user.php', { method: 'POST', query: { push: '1' }, body: { subscription } });

export const detachPushSubscription = (endpoint: string) =>
  request<{ subscribed: false }>('push-subscription.php', { method: 'DELETE', body: { endpoint } });

/** Sent as the page goes out of view: a beacon still leaves when the page is being frozen or closed. */
export function sendPageHidden(app: string): void {
  navigator.sendBeacon?.(`/api/page-hidden.php?app=${encodeURIComponent(app)}`, new Blob(['{}'], { type: 'application/json' }));
}

export const unsubscribeState = (token: string) => request<UnsubscribeState>('unsubscribe.php', { query: { t: token } });

export const unsubscribe = (token: string, scope: 'kind' | 'all') =>
  request<UnsubscribeState>('unsubscribe.php', { method: 'POST', query: { t: token }, body: { scope } });
