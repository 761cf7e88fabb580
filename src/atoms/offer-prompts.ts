import { atom } from 'jotai';
import { userAtom } from './auth';

/**
 * Whether the member closed the welcome-bonus modal (per discount code) and the time-bonus modal
 * (docs/product/states.md#time-bonus-modal): per browser, as docs/product/states.md#alerts keeps its alerts, in localStorage under the
 * member's id, so it is at hand at once and another member of the same browser is asked anew.
 */

export interface OfferDismissals {
  /** Discount codes whose welcome modal was closed. */
  welcome: string[];
  /** When the time-bonus modal was closed; null if never. */
  timeBonus: string | null;
}

const NONE: OfferDismissals = { welcome: [], timeBonus: null };
export const offerPromptsKey = (memberId: number) => `amora.offer-prompts.${memberId}`;

function read(memberId: number): OfferDismissals {
  try {
    const stored = JSON.parse(localStorage.getItem(offerPromptsKey(memberId)) ?? 'null') as Partial<OfferDismissals> | null;
    return { welcome: Array.isArray(stored?.welcome) ? stored.welcome : [], timeBonus: typeof stored?.timeBonus === 'string' ? stored.timeBonus : null };
  } catch {
    return NONE;
  }
}

/** Written here only, so the atom follows localStorage without reading it again. */
const writtenAtom = atom<{ memberId: number; dismissals: OfferDismissals } | null>(null);

export const offerDismissalsAtom = atom((get): OfferDismissals => {
  const memberId = get(userAtom)?.profile.id;
  if (memberId === undefined) return NONE;
  const written = get(writtenAtom);
  return written?.memberId === memberId ? written.dismissals : read(memberId);
});

const saveAtom = atom(null, (get, set, change: Partial<OfferDismissals>) => {
  const memberId = get(userAtom)?.profile.id;
  if (memberId === undefined) return;
  const dismissals = { ...get(offerDismissalsAtom), ...change };
  localStorage.setItem(offerPromptsKey(memberId), JSON.stringify(dismissals));
  set(writtenAtom, { memberId, dismissals });
});

export const dismissWelcomeAtom = atom(null, (get, set, code: string) => {
  const { welcome } = get(offerDismissalsAtom);
  if (!welcome.includes(code)) set(saveAtom, { welcome: [...welcome, code] });
});

export const dismissTimeBonusAtom = atom(null, (_get, set) => set(saveAtom, { timeBonus: new Date().toISOString() }));
