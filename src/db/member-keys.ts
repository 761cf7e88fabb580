import { DEVICE_KEYS } from './keyval-store';

/**
 * Logout takes every idb-keyval key but the device's own, the signup draft included: a draft still
 * there after a login is most likely what the member typed before remembering their account, and the
 * next visitor may not read it.
 */
export async function clearMemberKeys(): Promise<void> {
  const { delMany, keys } = await import('idb-keyval');
  await delMany((await keys()).filter((key) => !DEVICE_KEYS.includes(key)));
}
