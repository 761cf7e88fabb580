/**
 * The states of a payment (docs/product/states.md#payments: pending, completed, failed or cancelled), in the provider's words.
 * The provider is asked for the state each time (a webhook body is never trusted), and its answers can
 * arrive in any order: a late "pending" must not undo a payment that was paid. Once paid, only a
 * refund or a chargeback moves it on.
 */

export const PAYMENT_STATES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What a tester may choose on the sandbox's checkout page: a payment's end, or its wait. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const satisfies readonly PaymentState[];
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Waiting for the payer or the bank: the member sees 'Processing your payment'. */
export const WAITING_STATES: readonly PaymentState[] = ['open', 'pending'];
/** Ended without money: the member may try again with another method. */
export const UNPAID_STATES: readonly PaymentState[] = ['failed', 'canceled', 'expired'];
/** Money came, so credits were granted; a refund or chargeback came after. */
export const SETTLED_STATES: readonly PaymentState[] = ['paid', 'refunded', 'charged_back'];

/** The state to keep when the provider reports `reported` for a payment now in `current`. */
export function nextPaymentState(current: PaymentState, reported: PaymentState): PaymentState {
  if (current === reported) return current;
  if (current === 'charged_back') return current;
  if (current === 'refunded') return reported === 'charged_back' ? reported : current;
  if (current === 'paid') return reported === 'refunded' || reported === 'charged_back' ? reported : current;
  // Money that arrives after a failure (a bank transfer paid late) still counts; a settled state
  // reported for a payment never seen paid means it was paid first.
  if (SETTLED_STATES.includes(reported)) return reported;
  if (UNPAID_STATES.includes(current)) return current;
  // Pending comes after open, never before it.
  return current === 'pending' && reported === 'open' ? current : reported;
}

/** Whether the provider may still change the state by itself (worth asking again). */
export const isWaiting = (state: PaymentState) => WAITING_STATES.includes(state);
