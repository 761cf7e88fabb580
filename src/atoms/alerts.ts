import { atom, type Getter } from 'jotai';
import { alertDismissed, type AlertName } from '../../common/rules/alerts';

/**
 * When this browser dismissed the add-photos prompt, the push-enable prompt, the disabled-e-mail
 * alert and the site-entry warning (docs/product/states.md#alerts: per browser, with a stored timestamp), in localStorage,
 * so it is at hand at once.
 */

const KEY = 'amora.alerts';
type Dismissals = Partial<Record<AlertName, string>>;

function read(): Dismissals {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Dismissals) : {};
  } catch {
    return {};
  }
}

const dismissalsAtom = atom<Dismissals>(read());

/** Whether an alert is dismissed now (it comes back after its quiet time). */
const dismissed = (get: Getter, name: AlertName) => alertDismissed(name, get(dismissalsAtom)[name], Date.now());

export const siteEntryDismissedAtom = atom((get) => dismissed(get, 'siteEntry'));

/** The layout's prompts that this browser closed lately (common/rules/prompt-queue.ts skips them). */
export const promptsDismissedAtom = atom((get) => ({
  addPhotos: dismissed(get, 'addPhotos'), mailDisabled: dismissed(get, 'mailDisabled'), push: dismissed(get, 'push'),
}));

export const dismissAlertAtom = atom(null, (get, set, name: AlertName) => {
  const dismissals = { ...get(dismissalsAtom), [name]: new Date().toISOString() };
  try {
    localStorage.setItem(KEY, JSON.stringify(dismissals));
  } catch {
    // Private mode without storage: dismissed for this visit only.
  }
  set(dismissalsAtom, dismissals);
});
