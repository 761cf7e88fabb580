import { updatePayment, waitingPayments } from '../../db/payments';
import type { PaymentContext } from './context';
import { refreshPayment } from './settlement';

/**
 * A webhook can be lost (our server was down, the provider gave up, a local address it cannot reach):
 * payments still waiting a while after their last change are asked about again, a batch at a time.
 */

const QUIET_MS = 5 * 60_000;
const BATCH = 100;

/** How many payments changed. */
export async function reconcilePayments(ctx: PaymentContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - QUIET_MS).toISOString();
  let changed = 0;
  for (const payment of await waitingPayments(ctx.db, before, BATCH)) {
    const after = await refreshPayment(ctx, payment);
    if (after.state !== payment.state) changed += 1;
    // Asked and unchanged: it waits its turn again after the others.
    else await updatePayment(ctx.db, payment.id, { updated_at: ctx.now().toISOString() });
  }
  return changed;
}
