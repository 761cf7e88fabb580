import type { User } from '../../common/api/user';
import { loadDatabase } from '../db/load';
import { readValue, STORED_USER_KEY, writeValue } from '../db/key-value';

/**
 * The member kept on the device for a boot that cannot ask the server (offline, or the server
 * failing): a member's pages then open from what the device holds. The poller and each boot write
 * it; logout removes it with the rest. Loaded only when used, not with the first page.
 */
export async function storedUser(): Promise<User | null> {
  return (await readValue<User>(await loadDatabase(), STORED_USER_KEY).catch(() => undefined)) ?? null;
}

export async function keepUser(user: User): Promise<void> {
  await writeValue(await loadDatabase(), STORED_USER_KEY, user);
}
