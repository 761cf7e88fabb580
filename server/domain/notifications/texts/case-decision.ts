import type { Locale } from '../../../../common/constants';
import type { CaseOutcome } from '../../../../common/staff/cases';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { renderMail, siteOrigin } from './layout';

/**
 * The mail that tells a reporter how their complaint, report or objection was decided, in the
 * language they wrote in, with the staff member's reason, and where to turn if they disagree (the EU
 * Digital Services Act, art. 16, 17 and 20: a decision with its reasons, and the ways to redress).
 */

/** Placeholders: {reference}. */
const SUBJECT = /*i18n*/ 'Our decision on {reference}';
const BUTTON = /*i18n*/ 'Write to us again';
const WHY_THIS_MAIL = /*i18n*/ 'You are getting this e-mail because you wrote to us through our complaints form. If you disagree with this decision, write to us through the form quoting {reference}; you may also turn to a court or an out-of-court dispute settlement body.';

/** Placeholders: {reference}, {why}. */
const OUTCOMES: Record<CaseOutcome, string> = {
  action_taken: /*i18n*/ 'We looked into your report {reference} and found that the profile or content broke our rules, so we have taken action. Our reasons: {why}',
  no_action: /*i18n*/ 'We looked into your report {reference} and found no breach of our rules, so we have not taken action. Our reasons: {why}',
  ban_upheld: /*i18n*/ 'We looked again at the closing of your account, as you asked in {reference}. The decision stands. Our reasons: {why}',
  ban_lifted: /*i18n*/ 'We looked again at the closing of your account, as you asked in {reference}, and have reopened it: you can log in again. Our reasons: {why}',
};

export interface CaseDecisionMail {
  to: string;
  /** For the greeting: the member's name, or a visitor's address before the @. */
  name: string;
  language: Locale;
  reference: string;
  outcome: CaseOutcome;
  reason: string;
}

export function composeCaseDecisionMail(mail: CaseDecisionMail, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const t = (id: string) => i18n._(id, { reference: mail.reference, why: mail.reason });
  const texts = { subject: t(SUBJECT), body: t(OUTCOMES[mail.outcome]), button: t(BUTTON), reason: t(WHY_THIS_MAIL) };
  return { kind: 'case_decision', to: mail.to, ...renderMail(i18n, config, texts, `${siteOrigin(config)}/complaints`, { name: mail.name }) };
}
