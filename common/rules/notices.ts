import type { EMAIL_PREFERENCE_KEYS, DISABLED_NOTIFICATION_REASONS } from '../enums';

/**
 * When a member hears of something by mail or push (issue 16, docs/notifications.md): which of the
 * eight e-mail preferences each mail honours, who gets mail at all, when a batch of messages is
 * mailed, and how often a push of one kind may go out.
 */

export type EmailPreference = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type DisabledReason = (typeof DISABLED_NOTIFICATION_REASONS)[number];

/** Every notification mail the product sends, each under the preference that turns it off. */
export const MAIL_PREFERENCE = {
  new_conversation: 'new_conversations',
  new_messages: 'new_messages',
  like: 'like',
  match: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
  promotions: 'promotions',
  news: 'news',
  reminders: 'reminders',
} as const satisfies Record<string, EmailPreference>;

export type NoticeMailKind = keyof typeof MAIL_PREFERENCE;

/** The kinds an operator sends to many members at once (npm run mailing). */
export const OPERATOR_MAIL_KINDS = ['promotions', 'news', 'reminders'] as const satisfies readonly NoticeMailKind[];
export type OperatorMailKind = (typeof OPERATOR_MAIL_KINDS)[number];

export interface MailRecipient {
  status: string;
  /** 1 for the product's fictional profiles: they have no one reading their mail. */
  fictional: number;
  email_opt_outs: readonly string[];
  notifications_disabled: readonly string[];
}

/**
 * A notification mail goes only to a confirmed, real member whose address takes mail (no bounce,
 * no spam complaint, no unsubscribe from all) and who has its preference on.
 */
export function mayMail(member: MailRecipient, kind: NoticeMailKind): boolean {
  if (member.status !== 'active' || member.fictional === 1) return false;
  if (member.notifications_disabled.length > 0) return false;
  return !member.email_opt_outs.includes(MAIL_PREFERENCE[kind]);
}

/** A message waits this long for others to join it in one mail. */
export const MESSAGE_MAIL_DELAY_MS = 5 * 60_000;
/** After a mail of messages, the next waits at least this long: the member was just told. */
export const MESSAGE_MAIL_GAP_MS = 30 * 60_000;

/**
 * When a batch of unread messages may be mailed: never while the member has the app open and in
 * view (they see the messages come in), and not within the gap after the last such mail (then at
 * the gap's end). `null` means now.
 */
export function messageMailWait(lastMailedAt: number | null, now: number, liveNow: boolean): 'skip' | number | null {
  if (liveNow) return 'skip';
  if (lastMailedAt !== null && now - lastMailedAt < MESSAGE_MAIL_GAP_MS) return lastMailedAt + MESSAGE_MAIL_GAP_MS;
  return null;
}

/** An unread message older than this brings a reminder, once for each new unread message, at most every REMINDER_GAP_MS. */
export const UNREAD_REMINDER_AGE_MS = 24 * 3600_000;
export const UNREAD_REMINDER_GAP_MS = 3 * 24 * 3600_000;

export type PushKind = 'message' | 'like' | 'match';

/**
 * At most one push of a kind per scope in this time (a conversation for messages, the member for
 * likes and matches); the later events of the window still show in the app and its badge. A newer
 * message push replaces the older on the device anyway (one tag per conversation).
 */
export const PUSH_INTERVAL_MS: Record<PushKind, number> = {
  message: 60_000,
  like: 10 * 60_000,
  match: 60_000,
};

/** Whether a push may go now, given when the last one of its kind and scope went. */
export const mayPush = (kind: PushKind, lastSentAt: number | null, now: number) =>
  lastSentAt === null || now - lastSentAt >= PUSH_INTERVAL_MS[kind];

/** A message's text on a lock screen is cut to this many characters. */
export const PUSH_PREVIEW_LENGTH = 120;
