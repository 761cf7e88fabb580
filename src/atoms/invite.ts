import { atom } from 'jotai';
import { checkInvite } from '../api/account';
import { KEYVAL_KEYS } from '../db/keyval-store';

/** An invite link: a valid code is kept on the device for the signup, which uses it up. */
export const acceptInviteAtom = atom(null, async (_get, _set, code: string) => {
  const valid = await checkInvite(code);
  if (valid) await (await import('idb-keyval')).set(KEYVAL_KEYS.invite, code);
  return valid;
});
