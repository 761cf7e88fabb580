import { z } from 'zod';
import { purgeExpiredExports } from '../domain/data-requests/exports';
import { retireUnsubscribeKeys } from '../domain/notifications/unsubscribe-token';
import { purgeStaleRows } from '../domain/site/housekeeping';
import { HOUR_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'purge-stale': typeof payload;
  }
}

/** Removes rows past their keeping time, data archives past their link's end, and retired unsubscribe keys. */
export const purgeStale: JobKind<'purge-stale'> = {
  kind: 'purge-stale',
  payload,
  every: { periodMs: HOUR_MS },
  run: async ({ db, storage }, _payload, { now }) => {
    await purgeStaleRows(db, now);
    await purgeExpiredExports(db, storage, now);
    await retireUnsubscribeKeys(db, now);
  },
};
