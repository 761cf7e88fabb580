import type { Locale } from '../../../../common/constants';
import type { PhotoRejectReason } from '../../../../common/staff/moderation';
import type { OutgoingMail } from '../../../adapters/mail';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';
import { buttonMail, siteOrigin, type ButtonMailTexts } from './layout';

/**
 * The mail to a member whose photo a moderator did not approve: why, in their language, and the way
 * to their photos to choose another. Only they see the photo, marked as not approved.
 */

/** Placeholders: {site}, {reason}. */
const TEXTS: ButtonMailTexts = {
  subject: /*i18n*/ 'Your photo was not approved',
  body: /*i18n*/ 'We looked at a photo you added to your {site} profile and could not approve it: {reason}. Only you can see it. Add another photo that shows you clearly, and it will be looked at soon.',
  button: /*i18n*/ 'Go to my photos',
  reason: /*i18n*/ 'You are getting this e-mail because you added a photo to your profile. Our photo rules are in the terms and conditions.',
};

const REASONS: Record<PhotoRejectReason, string> = {
  no_person: /*i18n*/ 'no person can be seen in it',
  not_own: /*i18n*/ 'it does not seem to show you',
  nudity: /*i18n*/ 'it shows nudity or sexual content',
  contact_details: /*i18n*/ 'it shows contact details, links or advertising',
  offensive: /*i18n*/ 'it shows violence, weapons, drugs or hate',
  poor_quality: /*i18n*/ 'it is too blurred, dark or small',
};

export interface PhotoRejectedMail {
  to: string;
  language: Locale;
  name: string;
  reason: PhotoRejectReason;
}

export function composePhotoRejectedMail(mail: PhotoRejectedMail, config: Config): OutgoingMail {
  const i18n = serverI18n(mail.language);
  const values = { name: mail.name, reason: i18n._(REASONS[mail.reason]) };
  return { kind: 'photo_rejected', to: mail.to, ...buttonMail(i18n, config, TEXTS, `${siteOrigin(config)}/profile`, values) };
}
