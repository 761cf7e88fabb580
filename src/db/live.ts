import type { AppDatabase } from './database';
import { databaseWanted } from './load';

interface Observer<T> {
  next: (value: T) => void;
  error?: (error: unknown) => void;
}

/**
 * A Dexie live query that imports Dexie only when first watched, so the database code is not
 * part of the first load: the badges start at 0 and follow as soon as the chunk arrives.
 */
export function lazyLiveQuery<T>(query: (database: AppDatabase) => Promise<T>) {
  return {
    subscribe(observer: Observer<T>) {
      let subscription: { unsubscribe(): void } | null = null;
      let closed = false;
      void databaseWanted().then(() => import('./live-source')).then(({ liveQuery, db }) => {
        if (!closed) subscription = liveQuery(() => query(db)).subscribe(observer);
      }, observer.error);
      return {
        unsubscribe() {
          closed = true;
          subscription?.unsubscribe();
        },
      };
    },
  };
}
