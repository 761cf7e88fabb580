/**
 * Why a photo is not approved (docs/staff.md): the reason the member is told in their language, and
 * the key that decides it in the console's queue (1–6; A approves).
 */
export const PHOTO_REJECT_REASONS = ['no_person', 'not_own', 'nudity', 'contact_details', 'offensive', 'poor_quality'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** The console's words for each reason (English: staff work in English). */
export const PHOTO_REJECT_LABELS: Record<PhotoRejectReason, string> = {
  no_person: 'No person to be seen',
  not_own: 'Not the member (someone else, a celebrity, a stock photo)',
  nudity: 'Nudity or sexual content',
  contact_details: 'Contact details, links or advertising',
  offensive: 'Violence, weapons, drugs or hate',
  poor_quality: 'Too blurred, dark or small',
};
