/** Loaded on demand by live.ts: Dexie's live queries over the app database. */
export { liveQuery } from 'dexie';
export { db } from './database';
