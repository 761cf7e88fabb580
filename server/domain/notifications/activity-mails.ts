import type { Locale } from '../../../common/constants';
import {
  MESSAGE_MAIL_DELAY_MS, UNREAD_REMINDER_AGE_MS, UNREAD_REMINDER_GAP_MS, mayMail, messageMailWait, type NoticeMailKind,
} from '../../../common/rules/notices';
import type { QueuedJob } from '../../adapters/jobs';
import type { OutgoingMail } from '../../adapters/mail';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { claimNotice, lastNoticeAt, mailableMembers, markNoticeSent, membersWithOldUnread, noticeRecipient, unreadMessagesOf, weekOf, type UnreadMessageRow } from '../../db/notifications';
import { hasVisibleApp } from '../../db/open-apps';
import { siteOrigin } from './texts/layout';
import { composeMessageMail, composeWeeklyMail, type NoticeLinks, type NoticeRecipient } from './texts/activity';
import { liveSince } from './presence';
import { unsubscribeToken } from './unsubscribe-token';
import type { Deps } from '../deps';

/**
 * The notification mails (docs/notifications.md): each goes through the jobs queue, honours its
 * preference and the member's language, and is claimed in `sent_notices` under a key of its own
 * before it is sent, so a retry after a failure sends it, and one that went never goes again.
 */

export type MailNoticeContext = Pick<Deps, 'db' | 'config' | 'mailer' | 'jobs'>;

export type Recipient = NonNullable<Awaited<ReturnType<typeof noticeRecipient>>>;

/** The member as the rules and the mails need them. */
export async function recipientOf(db: Db, userId: number) {
  const row = await noticeRecipient(db, userId);
  if (!row) return undefined;
  const rules = { ...row, email_opt_outs: JSON.parse(row.email_opt_outs) as string[], notifications_disabled: JSON.parse(row.notifications_disabled) as string[] };
  const mail: NoticeRecipient = { to: row.email, language: row.language as Locale, name: row.name };
  return { row, rules, mail };
}

/** The links of a notice: `path` on our site, the notification settings, and the unsubscribe links for its kind. */
export async function noticeLinks({ config, db }: { config: Config; db: Db }, userId: number, kind: NoticeMailKind, path: string, now: Date): Promise<NoticeLinks> {
  const origin = siteOrigin(config);
  const token = await unsubscribeToken(db, userId, kind, now);
  return {
    link: `${origin}${path}`,
    settings: `${origin}/notifications`,
    unsubscribe: { page: `${origin}/unsubscribe?t=${encodeURIComponent(token)}`, oneClick: `${origin}/api/unsubscribe.php?t=${encodeURIComponent(token)}` },
  };
}

/** Sends a notice once: claimed before, marked after; what was sent already is not sent again. */
export async function sendOnce(ctx: MailNoticeContext, key: string, userId: number, kind: string, now: Date, mail: () => OutgoingMail | Promise<OutgoingMail>): Promise<void> {
  const claim = await claimNotice(ctx.db, { key, user_id: userId, kind, created_at: now.toISOString() });
  if (claim === 'sent') return;
  await ctx.mailer.send({ ...(await mail()), id: key });
  await markNoticeSent(ctx.db, key, now.toISOString());
}

/** A new message for the member: a mail follows unless more come first or they read it (job message-mail). */
export function messageMailJob(to: number, now: Date): QueuedJob {
  const runAt = now.getTime() + MESSAGE_MAIL_DELAY_MS;
  // Messages within one delay share one job: the job mails all that are unread then.
  const slot = Math.ceil(runAt / MESSAGE_MAIL_DELAY_MS);
  return { kind: 'message-mail', payload: { to }, runAt: new Date(slot * MESSAGE_MAIL_DELAY_MS), key: `message-mail:${to}:${slot}` };
}

/**
 * Mails the member's unread messages that came since they were last mailed about messages or last
 * had the app in view: conversations others opened since under `new_conversations`, the rest under
 * `new_messages`. Not while they have the app in view, and not within the gap after the last such
 * mail: then the job comes back at the gap's end, with all that came meanwhile.
 */
export async function sendMessageMail(ctx: MailNoticeContext, { to }: { to: number }, now: Date): Promise<void> {
  const member = await recipientOf(ctx.db, to);
  if (!member) return;
  const live = await hasVisibleApp(ctx.db, to, liveSince(now));
  const lastMailed = await lastNoticeAt(ctx.db, to, ['new_conversation', 'new_messages']);
  const wait = messageMailWait(lastMailed ? Date.parse(lastMailed) : null, now.getTime(), live);
  if (wait === 'skip') return;
  if (wait !== null) {
    await ctx.jobs.enqueue('message-mail', { to }, { runAt: new Date(wait), key: `message-mail:${to}:after:${wait}` });
    return;
  }
  const since = [lastMailed, member.row.last_seen_at].reduce<string>((latest, at) => (at && at > latest ? at : latest), '');
  const unread = await unreadMessagesOf(ctx.db, to, since);
  const opened = unread.filter((message) => message.opened_by_partner && message.conversation_created_at > since);
  const openedIds = new Set(opened.map((message) => message.conversation_id));
  const batches: [NoticeMailKind & ('new_conversation' | 'new_messages'), UnreadMessageRow[]][] = [
    ['new_conversation', opened],
    ['new_messages', unread.filter((message) => !openedIds.has(message.conversation_id))],
  ];
  for (const [kind, messages] of batches) {
    if (messages.length === 0 || !mayMail(member.rules, kind)) continue;
    const conversations = [...new Set(messages.map((message) => message.conversation_id))];
    const path = conversations.length === 1 ? `/chats/${conversations[0]}` : '/chats';
    const senders = messages.map((message) => message.sender_name).reverse();
    const count = kind === 'new_conversation' ? conversations.length : messages.length;
    const key = `mail:${kind}:${to}:${messages.at(-1)!.id}`;
    await sendOnce(ctx, key, to, kind, now, async () => composeMessageMail(kind, member.mail, senders, count, await noticeLinks(ctx, to, kind, path, now), ctx.config));
  }
}

/** The daily look for unread messages older than a day: one reminder job per member. */
export async function queueUnreadReminders(ctx: MailNoticeContext, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  for (const to of await membersWithOldUnread(ctx.db, new Date(now.getTime() - UNREAD_REMINDER_AGE_MS).toISOString())) {
    await ctx.jobs.enqueue('unread-reminder', { to }, { key: `unread-reminder:${to}:${day}` });
  }
}

/** Reminds of unread messages: once for each newest unread message, and at most every few days. */
export async function sendUnreadReminder(ctx: MailNoticeContext, { to }: { to: number }, now: Date): Promise<void> {
  const member = await recipientOf(ctx.db, to);
  if (!member || !mayMail(member.rules, 'unread_reminder')) return;
  const last = await lastNoticeAt(ctx.db, to, ['unread_reminder']);
  if (last && now.getTime() - Date.parse(last) < UNREAD_REMINDER_GAP_MS) return;
  const unread = await unreadMessagesOf(ctx.db, to, '');
  const oldEnough = new Date(now.getTime() - UNREAD_REMINDER_AGE_MS).toISOString();
  if (!unread.some((message) => message.created_at < oldEnough)) return;
  const senders = unread.map((message) => message.sender_name).reverse();
  const key = `mail:unread_reminder:${to}:${unread.at(-1)!.id}`;
  await sendOnce(ctx, key, to, 'unread_reminder', now, async () =>
    composeMessageMail('unread_reminder', member.mail, senders, unread.length, await noticeLinks(ctx, to, 'unread_reminder', '/chats', now), ctx.config));
}

/** How many weekly-mail jobs one page of the weekly run queues. */
const WEEKLY_PAGE = 500;
const WEEK_MS = 7 * 24 * 3600_000;

/** The weekly run: a job per member whose mail takes it, a page at a time (the next page is a job too). */
export async function queueWeeklyUpdates(ctx: MailNoticeContext, payload: { afterId: number; week?: string }, now: Date): Promise<void> {
  const { afterId, week = now.toISOString().slice(0, 10) } = payload;
  const members = await mailableMembers(ctx.db, afterId, WEEKLY_PAGE);
  for (const to of members) await ctx.jobs.enqueue('weekly-update', { to, week }, { key: `weekly-update:${to}:${week}` });
  if (members.length === WEEKLY_PAGE) {
    const last = members.at(-1)!;
    await ctx.jobs.enqueue('weekly-updates', { afterId: last, week }, { key: `weekly-updates:${week}:${last}` });
  }
}

export async function sendWeeklyUpdate(ctx: MailNoticeContext, { to, week }: { to: number; week: string }, now: Date): Promise<void> {
  const member = await recipientOf(ctx.db, to);
  if (!member || !mayMail(member.rules, 'weekly_update')) return;
  const summary = await weekOf(ctx.db, to, member.row.country, new Date(now.getTime() - WEEK_MS).toISOString());
  await sendOnce(ctx, `mail:weekly_update:${to}:${week}`, to, 'weekly_update', now, async () =>
    composeWeeklyMail(member.mail, { ...summary, country: member.row.country }, await noticeLinks(ctx, to, 'weekly_update', '/members', now), ctx.config));
}
