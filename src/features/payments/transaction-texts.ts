import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SPEND_REASONS } from '../../../common/api/payments';
import type { PaymentState } from '../../../common/rules/payment-state';

/** How the transactions page names a payment's state and what credits went on. */

export const STATE_NAMES: Record<PaymentState, MessageDescriptor> = {
  open: msg`Waiting for payment`,
  pending: msg`Processing`,
  paid: msg`Completed`,
  failed: msg`Failed`,
  canceled: msg`Cancelled`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
  charged_back: msg`Charged back`,
};

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
