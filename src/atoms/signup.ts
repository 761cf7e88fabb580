import { atom } from 'jotai';

/**
 * The signup modal of the Default and Empty layouts. Asked for, it waits for the layout's slot to
 * answer (docs/product/screens.md#opening-signup): the modal opens, or a member goes to members and a phone to the signup page.
 */
export const signupModalAtom = atom<'closed' | 'asked' | 'open'>('closed');

export const openSignupAtom = atom(null, (_get, set) => set(signupModalAtom, 'asked'));
