import { describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_KEYS } from '../../../common/enums';
import { alertDismissed } from '../../../common/rules/alerts';
import {
  MAIL_PREFERENCE, MESSAGE_MAIL_GAP_MS, mayMail, mayPush, messageMailWait, OPERATOR_MAIL_KINDS, PUSH_INTERVAL_MS, type NoticeMailKind,
} from '../../../common/rules/notices';

const member = { status: 'active', fictional: 0, email_opt_outs: [] as string[], notifications_disabled: [] as string[] };
const kinds = Object.keys(MAIL_PREFERENCE) as NoticeMailKind[];

describe('mayMail', () => {
  it('puts every mail under one of the eight preferences, and every preference has a mail', () => {
    expect(new Set(Object.values(MAIL_PREFERENCE))).toEqual(new Set(EMAIL_PREFERENCE_KEYS));
    expect(OPERATOR_MAIL_KINDS).toEqual(['promotions', 'news', 'reminders']);
  });

  it.each(kinds)('mails %s only while its preference is on', (kind) => {
    expect(mayMail(member, kind)).toBe(true);
    expect(mayMail({ ...member, email_opt_outs: [MAIL_PREFERENCE[kind]] }, kind)).toBe(false);
    const other = EMAIL_PREFERENCE_KEYS.find((key) => key !== MAIL_PREFERENCE[kind])!;
    expect(mayMail({ ...member, email_opt_outs: [other] }, kind)).toBe(true);
  });

  it('mails nobody whose mail is disabled for any reason, who is not confirmed, or who is fictional', () => {
    for (const reason of ['fbl', 'bounce', 'listunsubscribe']) expect(mayMail({ ...member, notifications_disabled: [reason] }, 'like')).toBe(false);
    expect(mayMail({ ...member, status: 'not_confirmed' }, 'like')).toBe(false);
    expect(mayMail({ ...member, status: 'pending_deletion' }, 'like')).toBe(false);
    expect(mayMail({ ...member, fictional: 1 }, 'like')).toBe(false);
  });
});

describe('messageMailWait', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('mails now when never mailed, or the gap is over', () => {
    expect(messageMailWait(null, now, false)).toBeNull();
    expect(messageMailWait(now - MESSAGE_MAIL_GAP_MS, now, false)).toBeNull();
  });
  it('waits for the end of the gap after the last mail', () => {
    expect(messageMailWait(now - 60_000, now, false)).toBe(now - 60_000 + MESSAGE_MAIL_GAP_MS);
  });
  it('never mails while the member has the app in view', () => {
    expect(messageMailWait(null, now, true)).toBe('skip');
  });
});

describe('mayPush', () => {
  it('lets one push of a kind through per interval', () => {
    const now = 1_000_000_000;
    for (const kind of ['message', 'like', 'match'] as const) {
      expect(mayPush(kind, null, now)).toBe(true);
      expect(mayPush(kind, now - PUSH_INTERVAL_MS[kind] + 1, now)).toBe(false);
      expect(mayPush(kind, now - PUSH_INTERVAL_MS[kind], now)).toBe(true);
    }
  });
});

describe('alertDismissed', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const daysAgo = (days: number) => new Date(now - days * 24 * 3600_000).toISOString();
  it('keeps the push prompt away for 30 days and the mail alert for 7', () => {
    expect(alertDismissed('push', undefined, now)).toBe(false);
    expect(alertDismissed('push', daysAgo(29), now)).toBe(true);
    expect(alertDismissed('push', daysAgo(30), now)).toBe(false);
    expect(alertDismissed('mailDisabled', daysAgo(6), now)).toBe(true);
    expect(alertDismissed('mailDisabled', daysAgo(7), now)).toBe(false);
  });
  it('keeps the add-photos prompt away for 7 days', () => {
    expect(alertDismissed('addPhotos', daysAgo(6), now)).toBe(true);
    expect(alertDismissed('addPhotos', daysAgo(7), now)).toBe(false);
  });
  it('keeps the site-entry warning away for good once dismissed', () => {
    expect(alertDismissed('siteEntry', undefined, now)).toBe(false);
    expect(alertDismissed('siteEntry', daysAgo(3650), now)).toBe(true);
  });
  it('treats a stored value it cannot read as not dismissed', () => {
    expect(alertDismissed('push', 'yesterday', now)).toBe(false);
  });
});
