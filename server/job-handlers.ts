import type { JobHandler, Jobs } from './adapters/jobs';
import type { Deps } from './http/context';
import { purgeDeletedAccounts } from './domain/account-purge';
import { purgeStaleRows } from './domain/housekeeping';
import { sendLikeMail } from './domain/like-mail';
import { sweepOrphanPhotoFiles } from './domain/photo-sweep';
import { reconcilePayments } from './domain/payments/reconcile';

/** Every kind of job this server runs, by name. */
export function jobHandlers(deps: Deps, log: { info: (obj: object, msg: string) => void }): Record<string, JobHandler> {
  const { db, storage } = deps;
  return {
    'purge-deleted': async (_payload, { now }) => void (await purgeDeletedAccounts(db, storage, now)),
    'purge-stale': async (_payload, { now }) => void (await purgeStaleRows(db, now)),
    'sweep-photos': async (_payload, { now }) => {
      const removed = await sweepOrphanPhotoFiles(db, storage, now);
      if (removed) log.info({ removed }, 'removed photo files left by unfinished uploads');
    },
    'like-mail': (payload) => sendLikeMail(deps, payload),
    'reconcile-payments': async () => {
      const changed = await reconcilePayments(deps);
      if (changed) log.info({ changed }, 'payments changed that no webhook had told of');
    },
  };
}

/** The purges run once an hour across all server processes. */
const PURGE_INTERVAL_MS = 3600_000;

/** Payments still waiting are asked about again this often, in case a webhook never came. */
const RECONCILE_INTERVAL_MS = 10 * 60_000;

/** The recurring housekeeping, scheduled by the server at start (never by tests: they share a photo folder). */
export async function scheduleHousekeeping(jobs: Jobs): Promise<void> {
  await jobs.every('purge-deleted', PURGE_INTERVAL_MS);
  await jobs.every('purge-stale', PURGE_INTERVAL_MS);
  await jobs.every('reconcile-payments', RECONCILE_INTERVAL_MS);
  // What an upload cut off by the last stop left on disk goes once the server is up.
  await jobs.enqueue('sweep-photos');
}
