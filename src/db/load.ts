/**
 * The database code loads on first use, out of the first load. On a page the server served, the
 * first screen paints from the answers in the page: the boot holds the database back until it has
 * (app/first-screen.ts), so the two do not share a phone's network and main thread.
 */
let wanted: Promise<void> = Promise.resolve();

export function openDatabaseAfter(moment: Promise<void>): void {
  wanted = moment;
}

export const databaseWanted = (): Promise<void> => wanted;

/** The app database. */
export const loadDatabase = async () => {
  await wanted;
  return (await import('./database')).db;
};
