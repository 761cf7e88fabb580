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

/** Why a name or about-me is not approved: told the member; keys 1–5 in the queue. */
export const TEXT_REJECT_REASONS = ['contact_details', 'advertising', 'sexual', 'offensive', 'scam'] as const;
export type TextRejectReason = (typeof TEXT_REJECT_REASONS)[number];

export const TEXT_REJECT_LABELS: Record<TextRejectReason, string> = {
  contact_details: 'Contact details or links',
  advertising: 'Advertising or paid services',
  sexual: 'Sexual content',
  offensive: 'Insults, hate or threats',
  scam: 'Asks for money or gifts',
};

export const TEXT_FIELDS = ['name', 'about_me'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface QueuedText {
  id: number;
  field: TextField;
  /** Why it is here: the word list named something in it, or a member reported the profile. */
  cause: 'word_list' | 'reported';
  /** What the word list named ("phone number"); null for a report. */
  matched: string | null;
  created_at: string;
  /** The text as the profile shows it now: what a decision decides on. */
  text: string;
  member: { id: number; name: string; age: number; gender: string; country: string };
}

export interface TextQueueResponse {
  count: number;
  oldest_at: string | null;
  texts: QueuedText[];
}
