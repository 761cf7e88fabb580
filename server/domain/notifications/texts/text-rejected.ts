import type { Locale } from '../../../../common/constants';
import type { TextField, TextRejectReason } from '../../../../common/staff/moderation';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, siteOrigin, type ButtonMailTexts } from './layout';

/**
 * The mail to a member whose name or about-me a moderator did not approve: why, in their language,
 * and what became of it (the about-me taken off; the name replaced by a neutral one).
 */

/** Placeholders: {site}, {reason}, {name}. */
const TEXTS: Record<TextField, ButtonMailTexts> = {
  about_me: {
    subject: /*i18n*/ 'Your profile text was not approved',
    body: /*i18n*/ 'We looked at the text about you on your {site} profile and could not approve it: {reason}. We have taken it off your profile. You are welcome to write a new one.',
    button: /*i18n*/ 'Go to my profile',
    reason: /*i18n*/ 'You are getting this e-mail because of the text on your profile. Our rules for profiles are in the terms and conditions.',
  },
  name: {
    subject: /*i18n*/ 'Your username was not approved',
    body: /*i18n*/ 'We looked at your username on {site} and could not approve it: {reason}. Other members now see you as {name}.',
    button: /*i18n*/ 'Go to my profile',
    reason: /*i18n*/ 'You are getting this e-mail because of the text on your profile. Our rules for profiles are in the terms and conditions.',
  },
};

const REASONS: Record<TextRejectReason, string> = {
  contact_details: /*i18n*/ 'it contains contact details or links',
  advertising: /*i18n*/ 'it advertises something or offers paid services',
  sexual: /*i18n*/ 'it has sexual content',
  offensive: /*i18n*/ 'it insults, threatens or spreads hate',
  scam: /*i18n*/ 'it asks for money or gifts',
};

export interface TextRejectedMail {
  to: string;
  language: Locale;
  /** The member's name as it is now (after a rejected name, the neutral one). */
  name: string;
  field: TextField;
  reason: TextRejectReason;
}

export function composeTextRejectedMail(mail: TextRejectedMail, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const values = { name: mail.name, reason: i18n._(REASONS[mail.reason]) };
  return { kind: 'text_rejected', to: mail.to, ...buttonMail(i18n, config, TEXTS[mail.field], `${siteOrigin(config)}/profile`, values) };
}
