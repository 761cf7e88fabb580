import type { Locale } from '../../../../common/constants';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, type ButtonMailTexts } from './layout';

/** The account mails: each brings one link with a token, in the member's language. */

export type AccountMailKind = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  language: Locale;
  /** The member's username, for the greeting. */
  name: string;
  /** Absolute URL the mail's button opens. */
  link: string;
  /** reactivation only: the last day (ISO date-time) the link works. */
  until?: string;
}

/** Placeholders: {site}, and {until} in the reactivation mail. */
const TEXTS: Record<AccountMailKind, ButtonMailTexts> = {
  activation: {
    subject: /*i18n*/ 'Confirm your e-mail address for {site}',
    body: /*i18n*/ 'Welcome! Please confirm your e-mail address to activate your account. The link is valid for 7 days.',
    button: /*i18n*/ 'Confirm e-mail address',
    reason: /*i18n*/ 'You are getting this e-mail because someone signed up for {site} with this address. If it was not you, you can simply ignore it.',
  },
  password_reset: {
    subject: /*i18n*/ 'Reset your {site} password',
    body: /*i18n*/ 'Someone asked to reset the password for your account. Use the button to choose a new one. The link is valid for 1 hour.',
    button: /*i18n*/ 'Choose a new password',
    reason: /*i18n*/ 'If it was not you, just ignore this e-mail: your password stays the same.',
  },
  email_change: {
    subject: /*i18n*/ 'Confirm your new e-mail address',
    body: /*i18n*/ 'You want to use this e-mail address for your {site} account. Please confirm it with the button below. The link is valid for 24 hours.',
    button: /*i18n*/ 'Confirm new address',
    reason: /*i18n*/ 'You are getting this e-mail because this address was entered for a {site} account. If it was not you, just ignore it and nothing will change.',
  },
  reactivation: {
    subject: /*i18n*/ 'Your {site} account will be deleted',
    body: /*i18n*/ 'Your account is set to be deleted: after {until} it will be gone for good. Want to stay? Reactivate it with one click.',
    button: /*i18n*/ 'Reactivate my account',
    reason: /*i18n*/ 'You are getting this e-mail because your account was set to be deleted. If you want it deleted, you do not need to do anything.',
  },
};

export function composeAccountMail(mail: AccountMail, config: Config): OutgoingMail {
  const { kind, until } = mail;
  if (kind === 'reactivation' && !until) throw new Error('A reactivation mail needs the date the account is deleted after');
  const i18n = serverI18n(mail.language);
  const day = until ? i18n.date(until, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  const { headers, ...composed } = buttonMail(i18n, config, TEXTS[kind], mail.link, { name: mail.name, until: day });
  // A mail whose link ends says so: mail programs may mark it as expired (RFC 4021).
  const expires: Record<string, string> = until ? { Expires: new Date(until).toUTCString() } : {};
  return { kind, to: mail.to, ...composed, headers: { ...headers, ...expires } };
}
