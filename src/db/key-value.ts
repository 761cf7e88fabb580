import type { AppDatabase } from './database';

/** The member as last read from the server, for a boot without it (app/boot.ts); written by the poller and the boot. */
export const STORED_USER_KEY = 'user';

/** Small values kept offline beside the tables (the last user answer, dismissal times …). */
export async function readValue<T>(database: AppDatabase, key: string): Promise<T | undefined> {
  return (await database.keyValue.get(key))?.value as T | undefined;
}

export async function writeValue(database: AppDatabase, key: string, value: unknown): Promise<void> {
  await database.keyValue.put({ key, value });
}

export async function deleteValue(database: AppDatabase, key: string): Promise<void> {
  await database.keyValue.delete(key);
}
