/** The app database, loaded on first use: Dexie stays out of the first load. */
export const loadDatabase = async () => (await import('./database')).db;
