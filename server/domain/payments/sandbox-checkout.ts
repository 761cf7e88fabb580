import type { SandboxOutcome } from '../../../common/rules/payment-state';
import type { SandboxCheckout, SandboxProvider } from '../../adapters/payments/sandbox';
import { ProblemError } from '../problems';

/**
 * The sandbox's checkout page (docs/payments.md#providers): a tester sees what a payment is for and
 * chooses how it ends, as a payer would at a real provider's page.
 */

/** The checkout of a payment, or null for an id the sandbox does not know. */
export function sandboxCheckout(sandbox: SandboxProvider, id: string): Promise<SandboxCheckout | null> {
  return sandbox.checkout(id);
}

/** Ends (or keeps waiting) the payment as the tester chose; `failLater` makes the later charges of a saved method fail. */
export async function settleSandboxCheckout(sandbox: SandboxProvider, id: string, outcome: SandboxOutcome, failLater: boolean): Promise<SandboxCheckout> {
  const checkout = await sandbox.settle(id, outcome, failLater);
  if (!checkout) throw new ProblemError('payment_unknown');
  return checkout;
}
