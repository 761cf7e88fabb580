import { del, get, set } from 'idb-keyval';
import type { Gender } from '../../../common/enums';
import type { Seeking } from '../../../common/api/account';
import type { TrackingRecord } from '../../../common/rules/tracking';

/**
 * What a visitor typed into the signup form (spec §3 Signup form draft), kept so a reload loses
 * nothing; cleared on success. The password is never written down.
 */
export interface SignupDraft {
  email: string;
  name: string;
  date_of_birth: string;
  signup_message: string;
  gender: Gender | '';
  seeking: Seeking | '';
}

const DRAFT_KEY = 'signup-draft';
const INVITE_KEY = 'invite';

export const EMPTY_DRAFT: SignupDraft = { email: '', name: '', date_of_birth: '', signup_message: '', gender: '', seeking: '' };

export const loadDraft = async (): Promise<SignupDraft> => ({ ...EMPTY_DRAFT, ...(await get<Partial<SignupDraft>>(DRAFT_KEY)) });
export const saveDraft = (draft: SignupDraft) => set(DRAFT_KEY, draft);
export const clearDraft = () => del(DRAFT_KEY);

/** The traffic source stored on arrival (src/app/tracking.ts). */
export const loadTracking = async (): Promise<TrackingRecord | null> => {
  const stored = await get<TrackingRecord & { arrivedAt?: string }>('tracking');
  if (!stored) return null;
  const { network, ref, sub1, sub2, sub3 } = stored;
  return { network, ref, sub1, sub2, sub3 };
};

/** The invite code of an invite link (/{token}), kept until the signup uses it. */
export const loadInvite = () => get<string>(INVITE_KEY);
export const saveInvite = (code: string) => set(INVITE_KEY, code);
export const clearInvite = () => del(INVITE_KEY);
