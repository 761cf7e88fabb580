import { atom } from 'jotai';

/** The signup modal of the Default and Empty layouts: open or not. */
export const signupModalAtom = atom<{ open: boolean }>({ open: false });
