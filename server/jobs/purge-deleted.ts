import { z } from 'zod';
import { purgeDeletedAccounts, purgeTombstones } from '../domain/accounts/purge';
import { HOUR_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'purge-deleted': typeof payload;
  }
}

/** Deletes the accounts whose grace after deletion has passed, and the tombstones past their time. */
export const purgeDeleted: JobKind<'purge-deleted'> = {
  kind: 'purge-deleted',
  payload,
  every: { periodMs: HOUR_MS },
  run: async ({ db, storage }, _payload, { now }) => {
    await purgeDeletedAccounts(db, storage, now);
    await purgeTombstones(db, now);
  },
};
