import type { AppDatabase } from './database';

/**
 * Every table of the app database holds the member's data (the last user answer in keyValue too;
 * values of the device live in idb-keyval instead), so logout empties them
 * all, in one transaction: the data is gone, or it is all still there.
 */
export async function clearMemberTables(database: AppDatabase): Promise<void> {
  await database.transaction('rw', database.tables, () => Promise.all(database.tables.map((table) => table.clear())));
}
