import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationProblemCode } from '../../../common/problems';
import type { DisabledReason } from '../../../common/rules/notices';
import { addFeatureCatalog } from '../../i18n/activate';
import { addProblemTexts } from '../../i18n/problem-text';

/**
 * The notification screens' texts (their catalogue comes with these screens) and problems. Each
 * screen waits for the catalogue with React's `use`.
 */
export const notificationTextsReady = addFeatureCatalog('notifications', {
  de: () => import('../../../locales/de/notifications.po'),
  en: () => import('../../../locales/en/notifications.po'),
  es: () => import('../../../locales/es/notifications.po'),
  fr: () => import('../../../locales/fr/notifications.po'),
  it: () => import('../../../locales/it/notifications.po'),
  nl: () => import('../../../locales/nl/notifications.po'),
  pl: () => import('../../../locales/pl/notifications.po'),
});

const PROBLEM_TEXTS: Record<NotificationProblemCode, MessageDescriptor> = {
  push_subscription_invalid: msg`This device could not be signed up for notifications. Please try again.`,
  push_service_unknown: msg`Notifications cannot be sent to this browser. Try another browser, or use e-mail notifications.`,
  unsubscribe_link_invalid: msg`This unsubscribe link is not valid. You can choose your e-mails in your notification settings.`,
  mail_events_unauthorized: msg`Not authorized.`,
};
addProblemTexts(PROBLEM_TEXTS);

/** Why mail is off (the reasons of docs/product/data.md#enumerations), and what turns it back on. */
export const DISABLED_REASON_TEXTS: Record<DisabledReason, MessageDescriptor> = {
  fbl: msg`One of our e-mails was marked as spam in your mailbox, so we stopped sending e-mails.`,
  bounce: msg`Our e-mails to your address could not be delivered, so we stopped sending them. Check your e-mail address.`,
  listunsubscribe: msg`You unsubscribed from all our e-mails with the link in one of them.`,
};
