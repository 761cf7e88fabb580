import type { Locale } from '../../../../common/constants';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, type ButtonMailTexts } from './layout';

/**
 * The mail with the link to a member's data archive (docs/api.md, Data requests), in their language:
 * what it holds, until when the link works, and that it opens only in their logged-in account.
 */

/** Placeholders: {site}, {until}. */
const TEXTS: ButtonMailTexts = {
  subject: /*i18n*/ 'Your data from {site} is ready',
  body: /*i18n*/ 'The archive of your data you asked for is ready: your profile, photos, messages, likes, payments and settings in one ZIP file. The link works until {until}, and only while you are logged in to {site}.',
  button: /*i18n*/ 'Download my data',
  reason: /*i18n*/ 'You are getting this e-mail because you asked for your data in your account settings. If it was not you, change your password: someone else may be logged in to your account.',
};

export interface DataExportMail {
  to: string;
  language: Locale;
  name: string;
  link: string;
  /** When the link stops working (ISO date-time). */
  until: string;
}

export function composeDataExportMail(mail: DataExportMail, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const until = i18n.date(mail.until, { dateStyle: 'long', timeZone: 'UTC' });
  const { headers, ...composed } = buttonMail(i18n, config, TEXTS, mail.link, { name: mail.name, until });
  // The link ends: mail programs may mark the mail as expired (RFC 4021).
  return { kind: 'data_export', to: mail.to, ...composed, headers: { ...headers, Expires: new Date(mail.until).toUTCString() } };
}
