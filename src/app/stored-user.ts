import type { User } from '../../common/api/user';
import { loadDatabase } from '../db/load';
import { readValue, STORED_USER_KEY, writeValue } from '../db/key-value';

/**
 * The member kept on the device for a boot that cannot ask the server (offline, or the server
 * failing): a member's pages then open from what the device holds. The poller, each boot and each
 * login write it; logout removes it with the rest. Loaded only when used, not with the first page.
 */
export async function storedUser(): Promise<User | null> {
  return (await readValue<User>(await loadDatabase(), STORED_USER_KEY).catch(() => undefined)) ?? null;
}

/**
 * Keeps the member unless `stillCurrent` says they are gone by the time the database is open: a
 * logout meanwhile empties the tables after this write, never before it.
 */
export async function keepUser(user: User, stillCurrent: () => boolean): Promise<void> {
  const database = await loadDatabase();
  if (stillCurrent()) await writeValue(database, STORED_USER_KEY, user);
}
