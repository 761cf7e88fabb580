import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Payment, SPEND_REASONS } from '../../../common/api/payments';
import type { PaymentState } from '../../../common/rules/payment-state';
import { money } from './payment-texts';

/** How the transactions page names a payment's state and what credits went on. */

const STATE_NAMES: Record<PaymentState, MessageDescriptor> = {
  open: msg`Waiting for payment`,
  pending: msg`Processing`,
  paid: msg`Completed`,
  failed: msg`Failed`,
  canceled: msg`Cancelled`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
  charged_back: msg`Charged back`,
};

/** A payment's state as its member reads it: a partly refunded payment says how much came back. */
export function paymentStateText(i18n: I18n, payment: Pick<Payment, 'state' | 'refunded' | 'amount' | 'currency'>): string {
  if (payment.state === 'refunded' && payment.refunded > 0 && payment.refunded < payment.amount) {
    const refunded = money(i18n, payment.refunded, payment.currency);
    const amount = money(i18n, payment.amount, payment.currency);
    return i18n._(msg`Partly refunded: ${refunded} of ${amount}`);
  }
  return i18n._(STATE_NAMES[payment.state]);
}

export const SPEND_NAMES: Record<(typeof SPEND_REASONS)[number], MessageDescriptor> = {
  message: msg`Message`,
  photo: msg`Photo in a chat`,
  gift: msg`Gift`,
  refund: msg`Taken back after a refund`,
  chargeback: msg`Taken back after a chargeback`,
  adjustment: msg`Adjustment`,
  correction: msg`Correction by our support team`,
  signup_bonus: msg`Welcome credits`,
  demo_credits: msg`Demo credits`,
};
