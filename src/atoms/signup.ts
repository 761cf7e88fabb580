import { atom } from 'jotai';
import type { TrackingRecord } from '../../common/rules/tracking';
import type { SignupDraft } from '../db/signup-draft';
import { storedTracking } from '../db/stored-tracking';

/**
 * The signup modal of the Default and Empty layouts. Asked for, it waits for the layout's slot to
 * answer (docs/product/screens.md#opening-signup): the modal opens, or a member goes to members and a phone to the signup page.
 */
export const signupModalAtom = atom<'closed' | 'asked' | 'open'>('closed');

export const openSignupAtom = atom(null, (_get, set) => set(signupModalAtom, 'asked'));

/**
 * What the device keeps for a signup (src/db/signup-draft.ts: the visitor's draft, an invite code),
 * written here alone. idb-keyval loads when a signup screen asks, not with every page.
 */
const draftModule = () => import('../db/signup-draft');

/** What the signup form starts from: the draft, and what decides whether this visitor may sign up. */
export interface SignupStart {
  draft: SignupDraft;
  /** How the visitor arrived (stored-tracking.ts): a network may open signups; it goes with the request. */
  tracking: TrackingRecord | null;
  /** The invite code an invite link kept (acceptInviteAtom), which the signup uses up. */
  invite: string | undefined;
}

export const loadSignupStartAtom = atom(null, async (): Promise<SignupStart> => {
  const { loadDraft, loadInvite } = await draftModule();
  const [draft, invite] = await Promise.all([loadDraft(), loadInvite()]);
  return { draft, tracking: storedTracking(), invite };
});

/** The draft as typed, kept so a reload loses nothing (the password is never written down). */
export const saveSignupDraftAtom = atom(null, async (_get, _set, draft: SignupDraft) => {
  const { saveDraft } = await draftModule();
  await saveDraft(draft);
});

/** The first message the draft holds (a profile lander's form fills it in for the signup page). */
export const loadFirstMessageAtom = atom(null, async () => {
  const { loadDraft } = await draftModule();
  return (await loadDraft()).signup_message;
});

export const keepFirstMessageAtom = atom(null, async (_get, _set, message: string) => {
  const { loadDraft, saveDraft } = await draftModule();
  await saveDraft({ ...(await loadDraft()), signup_message: message });
});

/** The signup succeeded: its draft and the invite it used are gone from the device. */
export const signupDoneAtom = atom(null, async () => {
  const { clearDraft, clearInvite } = await draftModule();
  await Promise.all([clearDraft(), clearInvite()]);
});
