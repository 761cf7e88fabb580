import type { Locale } from '../../../../common/constants';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, type ButtonMailTexts, type Unsubscribe } from './layout';

/** The mails of the `like` preference: someone liked the member, or liked them back (a match). */

export type LikeMailKind = 'like' | 'match';

export interface LikeMail {
  kind: LikeMailKind;
  to: string;
  language: Locale;
  /** The member's own username, for the greeting. */
  name: string;
  /** Who liked them. */
  partner: string;
  /** Absolute URL the mail's button opens. */
  link: string;
  /** Absolute URL of the notification settings, where this mail is turned off. */
  settings: string;
}

/** Placeholders: {site}, {partner}, and {settings} in the reason. */
const TEXTS: Record<LikeMailKind, ButtonMailTexts> = {
  like: {
    subject: /*i18n*/ '{partner} likes you',
    body: /*i18n*/ '{partner} liked your profile on {site}. Like {partner} back and it is a match.',
    button: /*i18n*/ 'See who likes you',
    reason: /*i18n*/ 'You are getting this e-mail because you asked to hear when someone likes you. You can turn it off in your notification settings: {settings}',
  },
  match: {
    subject: /*i18n*/ 'It is a match: you and {partner} like each other',
    body: /*i18n*/ '{partner} liked you back on {site}. Now is a good moment to say hello.',
    button: /*i18n*/ 'Send a message',
    reason: /*i18n*/ 'You are getting this e-mail because you asked to hear when someone likes you. You can turn it off in your notification settings: {settings}',
  },
};

export function composeLikeMail(mail: LikeMail, unsubscribe: Unsubscribe, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const composed = buttonMail(i18n, config, TEXTS[mail.kind], mail.link, { name: mail.name, partner: mail.partner, settings: mail.settings }, unsubscribe);
  return { kind: mail.kind, to: mail.to, ...composed };
}
