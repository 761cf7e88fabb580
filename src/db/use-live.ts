import { startTransition, useEffect, useState } from 'react';
import type { AppDatabase } from './database';
import { lazyLiveQuery } from './live';

/**
 * A screen's view of Dexie: the query's answer, kept up to date as the table changes (by this tab,
 * another tab or the worker). Undefined until the first answer arrives.
 */
export function useLive<T>(query: (database: AppDatabase) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<{ deps: readonly unknown[]; value: T } | undefined>(undefined);
  useEffect(() => {
    // An answer renders as a transition: a long list is drawn in slices, never holding a phone's main thread.
    const subscription = lazyLiveQuery(query).subscribe({ next: (next) => startTransition(() => setValue({ deps, value: next })) });
    return () => subscription.unsubscribe();
    // The query is written inline by callers; what it depends on is `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  // An answer for other deps (the previous member, the previous search) is not this one's.
  return value && value.deps.every((d, i) => Object.is(d, deps[i])) ? value.value : undefined;
}
