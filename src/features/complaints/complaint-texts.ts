import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplaintReason } from '../../../common/enums';
import type { ComplaintProblemCode } from '../../../common/problems';
import { addFeatureCatalog } from '../../i18n/activate';
import { addProblemTexts } from '../../i18n/problem-text';

/** The complaints page's texts (their catalogue comes with the page, whose loader waits for it) and problems. */
export const complaintTextsReady = addFeatureCatalog('complaints', {
  de: () => import('../../../locales/de/complaints.po'),
  en: () => import('../../../locales/en/complaints.po'),
  es: () => import('../../../locales/es/complaints.po'),
  fr: () => import('../../../locales/fr/complaints.po'),
  it: () => import('../../../locales/it/complaints.po'),
  nl: () => import('../../../locales/nl/complaints.po'),
  pl: () => import('../../../locales/pl/complaints.po'),
});

const PROBLEM_TEXTS: Record<ComplaintProblemCode, MessageDescriptor> = {
  complaint_text_short: msg`Please describe what happened in at least {min, plural, one {# character} other {# characters}}.`,
  complaint_text_long: msg`Please keep your complaint to {max, plural, one {# character} other {# characters}}.`,
  complaint_email_required: msg`Enter your e-mail address, so we can answer you.`,
  complaint_target_unknown: msg`The profile or message you report cannot be found.`,
  complaint_limit: msg`You have sent {max, plural, one {# complaint} other {# complaints}} in the last 24 hours. Please write to {email} if it cannot wait.`,
};
addProblemTexts(PROBLEM_TEXTS);

/** The reasons, as the form offers them (common/api/complaints.ts). */
export const REASON_TEXTS: Record<ComplaintReason, MessageDescriptor> = {
  fake_profile: msg`A fake or misleading profile`,
  harassment: msg`Harassment or threats`,
  scam: msg`Scam, spam or a request for money`,
  underage: msg`Someone who may be under 18`,
  offensive_content: msg`Offensive photos or texts`,
  payment: msg`A payment or my credits`,
  privacy: msg`My privacy or my data`,
  other: msg`Something else`,
};
