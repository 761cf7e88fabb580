/**
 * The idb-keyval store beside Dexie, for small values a visitor has before there is a member. Its
 * module is imported where a value is read or written, so it stays out of the first load.
 */
export const KEYVAL_KEYS = { tracking: 'tracking', invite: 'invite', signupDraft: 'signup-draft' } as const;

/** The device's own keys outlast a logout: how it arrived (spec §5), and an invitation not used yet. */
export const DEVICE_KEYS: readonly IDBValidKey[] = [KEYVAL_KEYS.tracking, KEYVAL_KEYS.invite];
