import { z } from 'zod';
import { reconcilePayments as reconcile } from '../domain/payments/reconcile';
import { MINUTE_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'reconcile-payments': typeof payload;
  }
}

/** Asks the provider about payments still waiting, in case a webhook never came. */
export const reconcilePayments: JobKind<'reconcile-payments'> = {
  kind: 'reconcile-payments',
  payload,
  every: { periodMs: 10 * MINUTE_MS },
  run: async (deps) => {
    const changed = await reconcile(deps);
    if (changed) deps.log.info({ changed }, 'payments changed that no webhook had told of');
  },
};
