/**
 * The idb-keyval store beside Dexie, for small values a visitor has before there is a member. Its
 * module is imported where a value is read or written, so it stays out of the first load.
 */
export const KEYVAL_KEYS = { invite: 'invite', signupDraft: 'signup-draft' } as const;

/** The device's own key outlasts a logout: an invitation not used yet (how it arrived is in db/stored-tracking.ts). */
export const DEVICE_KEYS: readonly IDBValidKey[] = [KEYVAL_KEYS.invite];
