import type { UnsubscribeState } from '../../../common/api/push';
import { normalizeEmail } from '../../../common/rules/account';
import { MAIL_PREFERENCE } from '../../../common/rules/notices';
import type { Db } from '../../db/database';
import { addMailOptOut, disableMailFor, disableNotifications, noticeRecipient } from '../../db/notifications';
import { ProblemError } from '../problems';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * How mail is stopped without the settings page: a mail's unsubscribe links (its kind, or all mail
 * with the reason listunsubscribe) and the mail provider's reports (bounce, fbl). The member turns
 * mail back on in their notification settings.
 */

async function tokenMember(db: Db, token: string, now: Date) {
  const read = await readUnsubscribeToken(db, token, now);
  if (!read) throw new ProblemError('unsubscribe_link_invalid');
  return read;
}

/** What the unsubscribe page shows: the mail's preference, the address (partly hidden), and what is off already. */
export async function unsubscribeState(db: Db, token: string, now: Date): Promise<UnsubscribeState> {
  const { userId, kind } = await tokenMember(db, token, now);
  const member = await noticeRecipient(db, userId);
  if (!member) throw new ProblemError('unsubscribe_link_invalid');
  const preference = MAIL_PREFERENCE[kind];
  const disabled = JSON.parse(member.notifications_disabled) as string[];
  return {
    preference,
    email: maskEmail(member.email),
    kind_off: (JSON.parse(member.email_opt_outs) as string[]).includes(preference),
    all_off: disabled.length > 0,
  };
}

/** One click in the mail program stops the mail's kind; the page may stop all mail (reason listunsubscribe). */
export async function unsubscribe(db: Db, token: string, scope: 'kind' | 'all', now: Date): Promise<void> {
  const { userId, kind } = await tokenMember(db, token, now);
  const member = await noticeRecipient(db, userId);
  if (!member) return;
  if (scope === 'kind') return addMailOptOut(db, userId, MAIL_PREFERENCE[kind]);
  await disableNotifications(db, userId, 'listunsubscribe');
}

export interface MailEvent {
  type: 'bounce' | 'complaint';
  email: string;
  permanent?: boolean;
}

/** The mail provider's reports: a hard bounce disables mail (bounce), a spam complaint too (fbl). Returns the accounts changed. */
export async function applyMailEvents(db: Db, events: MailEvent[]): Promise<number> {
  let changed = 0;
  for (const { type, email, permanent = true } of events) {
    if (type === 'bounce' && !permanent) continue;
    changed += await disableMailFor(db, normalizeEmail(email), type === 'bounce' ? 'bounce' : 'fbl');
  }
  return changed;
}

/** "a•••@example.com": enough to know which address, not enough to learn it from a forwarded link. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
