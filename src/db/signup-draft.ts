import { del, get, set } from 'idb-keyval';
import type { Gender } from '../../common/enums';
import type { Seeking } from '../../common/api/account';
import { KEYVAL_KEYS } from './keyval-store';

/**
 * What a visitor typed into the signup form (docs/product/data.md#signup-form-draft), kept so a reload loses
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

export const EMPTY_DRAFT: SignupDraft = { email: '', name: '', date_of_birth: '', signup_message: '', gender: '', seeking: '' };

export const loadDraft = async (): Promise<SignupDraft> => ({ ...EMPTY_DRAFT, ...(await get<Partial<SignupDraft>>(KEYVAL_KEYS.signupDraft)) });
export const saveDraft = (draft: SignupDraft) => set(KEYVAL_KEYS.signupDraft, draft);
export const clearDraft = () => del(KEYVAL_KEYS.signupDraft);

/** The invite code of an invite link (/{token}, kept by acceptInviteAtom) until the signup uses it. */
export const loadInvite = () => get<string>(KEYVAL_KEYS.invite);
export const clearInvite = () => del(KEYVAL_KEYS.invite);
