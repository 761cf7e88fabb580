import type { PushPayload } from '../../../common/api/push';
import type { Locale } from '../../../common/constants';
import { PUSH_PREVIEW_LENGTH, mayPush, type PushKind } from '../../../common/rules/notices';
import type { QueuedJob } from '../../adapters/jobs';
import { blockBetween } from '../../db/blocks';
import type { Db } from '../../db/database';
import { likesBetween } from '../../db/likes';
import { badgeCountOf, claimNotice, lastNoticeAt, markNoticeSent, messageForPush, noticeRecipient } from '../../db/notifications';
import { hasVisibleApp } from '../../db/open-apps';
import { deletePushSubscriptionById, pushSubscriptionById, pushSubscriptionsOf } from '../../db/push-subscriptions';
import { shownMember } from '../../db/profiles';
import { serverI18n } from './texts/catalog';
import { liveSince } from './presence';
import type { Deps } from '../deps';

/**
 * Pushes for a new message, like or match (docs/notifications.md): queued where it happens, sent only
 * while no app of the member is in view, at most one per kind and scope within its interval, one job
 * per device (retried alone; a device the service forgot is removed). Neutral on the lock screen
 * unless the member chose previews.
 */

export type PushNoticeContext = Pick<Deps, 'db' | 'config' | 'jobs' | 'push'>;

export type PushEvent =
  | { kind: 'message'; to: number; messageId: number }
  | { kind: 'like'; to: number; from: number }
  | { kind: 'match'; to: number; from: number };

const eventKey = (event: PushEvent) => `push:${event.kind}:${event.to}:${event.kind === 'message' ? event.messageId : event.from}`;

/** The push job of an event: queued once per event, however often it is asked for. */
export function pushJob(event: PushEvent): QueuedJob {
  return { kind: 'push', payload: event, key: eventKey(event) };
}

/** Placeholders: {site}, {partner}, {text}. */
const TEXTS = {
  neutral: {
    message: /*i18n*/ 'You have a new message',
    like: /*i18n*/ 'Someone likes you',
    match: /*i18n*/ 'You have a new match',
  },
  preview: {
    like: /*i18n*/ '{partner} likes you',
    match: /*i18n*/ 'It is a match: you and {partner} like each other',
    image: /*i18n*/ '{partner} sent you a photo',
    gift: /*i18n*/ '{partner} sent you a gift',
  },
};

/** What a push says, and where it leads, once it is sure the event still stands; undefined when it no longer does. */
async function describe(db: Db, event: PushEvent, previews: boolean, language: Locale, site: string): Promise<Omit<PushPayload, 'badge'> | undefined> {
  const i18n = serverI18n(language);
  if (event.kind === 'message') {
    const message = await messageForPush(db, event.messageId, event.to);
    // Read on another device meanwhile, or the conversation removed: nothing to tell.
    if (!message || message.read_up_to >= message.id || message.removed === 1) return undefined;
    if (await blockBetween(db, event.to, message.sender_id)) return undefined;
    const partner = message.sender_name;
    const text = message.kind === 'text' ? cut(message.body) : i18n._(TEXTS.preview[message.kind], { partner });
    return {
      kind: 'message', url: `/chats/${message.conversation_id}`, tag: `conversation-${message.conversation_id}`,
      ...(previews ? { title: partner, body: text } : { title: site, body: i18n._(TEXTS.neutral.message) }),
    };
  }
  const [liker, likes, block] = await Promise.all([shownMember(db, event.from), likesBetween(db, event.to, event.from), blockBetween(db, event.to, event.from)]);
  if (!liker || block || !likes.likedBy || (event.kind === 'match' && !likes.liked)) return undefined;
  const url = event.kind === 'like' ? '/likes' : `/members/${event.from}/chat`;
  const body = previews ? i18n._(TEXTS.preview[event.kind], { partner: liker.name }) : i18n._(TEXTS.neutral[event.kind]);
  return { kind: event.kind, url, tag: event.kind === 'like' ? 'likes' : `match-${event.from}`, title: site, body };
}

const cut = (text: string) => (text.length > PUSH_PREVIEW_LENGTH ? `${text.slice(0, PUSH_PREVIEW_LENGTH - 1)}…` : text);

/** The scope of the frequency limit, named as the notice's kind: a conversation for messages, the member for the rest. */
const scopeOf = (kind: PushKind, payload: Omit<PushPayload, 'badge'>) => (kind === 'message' ? `push-${payload.tag}` : `push-${kind}`);

/** How long a push service keeps a push for a device that is offline: news of a message is stale after a day. */
const TTL_SECONDS = 24 * 3600;

/** Job push: decides whether and what to push, then one job per device. */
export async function sendPush(ctx: PushNoticeContext, event: PushEvent, now: Date): Promise<void> {
  const [member, devices] = await Promise.all([noticeRecipient(ctx.db, event.to), pushSubscriptionsOf(ctx.db, event.to)]);
  if (!member || member.status === 'pending_deletion' || devices.length === 0) return;
  if (await hasVisibleApp(ctx.db, event.to, liveSince(now))) return;
  const described = await describe(ctx.db, event, member.push_previews === 1, member.language as Locale, ctx.config.site.name);
  if (!described) return;
  const scope = scopeOf(event.kind, described);
  const last = await lastNoticeAt(ctx.db, event.to, [scope]);
  if (!mayPush(event.kind, last ? Date.parse(last) : null, now.getTime())) return;

  const key = eventKey(event);
  if ((await claimNotice(ctx.db, { key, user_id: event.to, kind: scope, created_at: now.toISOString() })) === 'sent') return;
  const body: PushPayload = { ...described, badge: await badgeCountOf(ctx.db, event.to) };
  for (const device of devices) {
    await ctx.jobs.enqueue('push-send', { subscription: device.id, payload: JSON.stringify(body), topic: topicOf(described.tag) }, { key: `push-send:${key}:${device.id}` });
  }
  await markNoticeSent(ctx.db, key, now.toISOString());
}

/** RFC 8030 topics are at most 32 URL-safe characters. */
const topicOf = (tag: string) => tag.replace(/[^\w-]/g, '').slice(0, 32);

/**
 * Job push-send: one device. A device the push service no longer knows, or whose address we no longer
 * post to, is removed; any other failure is tried again.
 */
export async function sendPushToDevice(ctx: PushNoticeContext, { subscription, payload: body, topic }: { subscription: number; payload: string; topic: string }): Promise<void> {
  const device = await pushSubscriptionById(ctx.db, subscription);
  if (!device) return;
  const outcome = await ctx.push.send(device, body, { ttlSeconds: TTL_SECONDS, topic, urgency: 'high' });
  if (outcome !== 'sent') await deletePushSubscriptionById(ctx.db, device.id);
}
