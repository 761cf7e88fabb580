import { atom } from 'jotai';
import { unsubscribe, unsubscribeState } from '../api/notifications';

/** A mail's unsubscribe link: no login, the token says whose mail. The page keeps the answers; nothing is stored. */

/** What the token's mail is and which of it is off. */
export const loadUnsubscribeStateAtom = atom(null, (_get, _set, token: string) => unsubscribeState(token));

/** Stops that kind of mail, or all mail; the answer is the state after. */
export const unsubscribeAtom = atom(null, (_get, _set, token: string, scope: 'kind' | 'all') => unsubscribe(token, scope));
