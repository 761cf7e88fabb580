import type { Locale } from '../../../../common/constants';
import type { BanReason } from '../../../../common/enums';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, siteOrigin, type ButtonMailTexts } from './layout';

/**
 * The mail to a banned member: what was decided, why, what it means, and how to object, as the ban
 * policy (/pages/ban) says and the EU's Digital Services Act (art. 17) asks of a platform that
 * closes an account. Its button leads to the complaints form, which needs no login.
 */

/** Placeholders: {site}, {reason}; the body with facts also {facts}. */
const TEXTS: ButtonMailTexts = {
  subject: /*i18n*/ 'Your {site} account has been closed',
  body: /*i18n*/ 'We have closed your account because it broke our terms and conditions: {reason}. You can no longer log in, your profile is no longer shown to anyone, and you may not open a new account.',
  button: /*i18n*/ 'Object to this decision',
  reason: /*i18n*/ 'If you think this decision is wrong, tell us through our complaints form and explain what happened. We will look at it again and answer you by e-mail.',
};

/** The body since staff write the facts a ban rests on (the DSA's "facts and circumstances"); the one above for bans made before. */
const BODY_WITH_FACTS = /*i18n*/ 'We have closed your account because it broke our terms and conditions: {reason}. What we found: “{facts}” You can no longer log in, your profile is no longer shown to anyone, and you may not open a new account.';

const REASONS: Record<BanReason, string> = {
  fake_profile: /*i18n*/ 'a fake or misleading profile',
  harassment: /*i18n*/ 'harassment or threats',
  scam: /*i18n*/ 'a scam, spam or asking for money',
  underage: /*i18n*/ 'a member who is under age',
  offensive_content: /*i18n*/ 'offensive photos or texts',
  repeated_breaches: /*i18n*/ 'repeated breaches of our rules',
};

export interface BanMail {
  to: string;
  language: Locale;
  name: string;
  reason: BanReason;
  /** Null for a ban made before staff wrote them. */
  facts: string | null;
}

export function composeBanMail(mail: BanMail, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const values = { name: mail.name, reason: i18n._(REASONS[mail.reason]), facts: mail.facts ?? '' };
  const texts = mail.facts === null ? TEXTS : { ...TEXTS, body: BODY_WITH_FACTS };
  const composed = buttonMail(i18n, config, texts, `${siteOrigin(config)}/complaints`, values);
  return { kind: 'ban', to: mail.to, ...composed };
}
