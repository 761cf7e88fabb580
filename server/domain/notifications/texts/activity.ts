import type { Locale } from '../../../../common/constants';
import type { CountryCode } from '../../../../common/countries';
import { inCountry } from '../../../../common/in-country';
import type { OperatorMailKind } from '../../../../common/rules/notices';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, renderMail, type ButtonMailTexts, type Unsubscribe } from './layout';

/**
 * The notification mails about messages and the member's week, and an operator's mailings. Each
 * names its unsubscribe links (docs/notifications.md); like and match mails are in like-mails.ts.
 */

export interface NoticeRecipient {
  to: string;
  language: Locale;
  /** The member's username, for the greeting. */
  name: string;
}

/** Where a notice leads and how to stop it: absolute addresses. */
export interface NoticeLinks {
  link: string;
  settings: string;
  unsubscribe: Unsubscribe;
}

const SETTINGS_REASON = /*i18n*/ 'You are getting this e-mail because you chose to hear about this on {site}. You can change that in your notification settings: {settings}';

/** Placeholders: {site}, {names} (who wrote, as a list), {count} (messages or conversations). */
const MESSAGE_TEXTS: Record<'new_conversation' | 'new_messages' | 'unread_reminder', ButtonMailTexts> = {
  new_conversation: {
    subject: /*i18n*/ '{count, plural, one {{names} wrote to you for the first time} other {{names} wrote to you for the first time}}',
    body: /*i18n*/ '{count, plural, one {{names} sent you a first message on {site}. Read it and write back!} other {{names} sent you first messages on {site}. Read them and write back!}}',
    button: /*i18n*/ 'Read the message',
    reason: SETTINGS_REASON,
  },
  new_messages: {
    subject: /*i18n*/ '{count, plural, one {You have # new message} other {You have # new messages}}',
    body: /*i18n*/ '{names} wrote to you on {site}.',
    button: /*i18n*/ 'Read your messages',
    reason: SETTINGS_REASON,
  },
  unread_reminder: {
    subject: /*i18n*/ '{count, plural, one {# message is waiting for you} other {# messages are waiting for you}}',
    body: /*i18n*/ '{names} wrote to you on {site} and {count, plural, one {the message is} other {the messages are}} still unread. Someone is waiting for your answer.',
    button: /*i18n*/ 'Read your messages',
    reason: SETTINGS_REASON,
  },
};

export type MessageMailKind = keyof typeof MESSAGE_TEXTS;

/** A mail about messages from `senders` (names, newest conversation first), `count` of them. */
export function composeMessageMail(
  kind: MessageMailKind, recipient: NoticeRecipient, senders: string[], count: number, links: NoticeLinks, config: Config,
): OutgoingMail {
  const i18n = serverI18n(recipient.language);
  const names = new Intl.ListFormat(recipient.language, { type: 'conjunction' }).format(shortList(i18n.locale, senders));
  const values = { name: recipient.name, names, count, settings: links.settings };
  return { kind, to: recipient.to, ...buttonMail(i18n, config, MESSAGE_TEXTS[kind], links.link, values, links.unsubscribe) };
}

const MORE_PEOPLE = /*i18n*/ '{count, plural, one {# other} other {# others}}';

/** At most three names; the rest counted ("Anna, Mia, Zoe and 2 others"). */
function shortList(locale: string, names: string[]): string[] {
  const unique = [...new Set(names)];
  if (unique.length <= 3) return unique;
  return [...unique.slice(0, 3), serverI18n(locale as Locale)._(MORE_PEOPLE, { count: unique.length - 3 })];
}

const WEEKLY_TEXTS: ButtonMailTexts = {
  subject: /*i18n*/ 'Your week on {site}',
  // {inCountry} is "in the Netherlands", with the preposition and article the country takes (common/in-country.ts).
  body: /*i18n*/ '{likes, plural, =0 {Nobody new liked you this week.} one {# member liked you this week.} other {# members liked you this week.}} {members, plural, =0 {} one {# new member joined {inCountry}.} other {# new members joined {inCountry}.}} See who is new and who is online now.',
  button: /*i18n*/ 'See who is online',
  reason: SETTINGS_REASON,
};

export interface WeekSummary {
  likes: number;
  newMembers: number;
  /** The member's country. */
  country: CountryCode;
}

export function composeWeeklyMail(recipient: NoticeRecipient, week: WeekSummary, links: NoticeLinks, config: Config): OutgoingMail {
  const i18n = serverI18n(recipient.language);
  const values = { name: recipient.name, likes: week.likes, members: week.newMembers, inCountry: inCountry(recipient.language, week.country), settings: links.settings };
  const composed = buttonMail(i18n, config, WEEKLY_TEXTS, links.link, values, links.unsubscribe);
  // An empty plural branch leaves two spaces behind.
  return { kind: 'weekly_update', to: recipient.to, ...composed, text: composed.text.replace(/ {2,}/g, ' '), html: composed.html.replace(/ {2,}/g, ' ') };
}

/** An operator's mailing in one language: the texts come from the operator's file, not the catalogue. */
export interface MailingTexts {
  subject: string;
  body: string;
  button: string;
}

const OPERATOR_REASONS: Record<OperatorMailKind, string> = {
  promotions: /*i18n*/ 'You are getting this e-mail because you chose to receive offers from {site}. You can change that in your notification settings: {settings}',
  news: /*i18n*/ 'You are getting this e-mail because you chose to receive news from {site}. You can change that in your notification settings: {settings}',
  reminders: /*i18n*/ 'You are getting this e-mail because you chose to receive reminders from {site}. You can change that in your notification settings: {settings}',
};

export function composeMailing(kind: OperatorMailKind, recipient: NoticeRecipient, texts: MailingTexts, links: NoticeLinks, config: Config): OutgoingMail {
  const i18n = serverI18n(recipient.language);
  const reason = i18n._(OPERATOR_REASONS[kind], { site: config.site.name, settings: links.settings });
  return { kind, to: recipient.to, ...renderMail(i18n, config, { ...texts, reason }, links.link, { name: recipient.name }, links.unsubscribe) };
}

