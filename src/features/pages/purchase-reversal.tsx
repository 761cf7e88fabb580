import { Trans } from '@lingui/react/macro';

/** What a purchase given back does (docs/payments.md, Refunds and chargebacks): said on the terms and the return policy. */

export function ChargebackNote() {
  return <p><Trans>If you take a payment back through your bank or card company (a chargeback), or a direct debit is returned, the credits of that purchase that are still on your balance are taken off it, and you can no longer pay by direct debit.</Trans></p>;
}

export function PremiumEndsNote() {
  return <p><Trans>If a purchase is refunded or taken back and you have no other purchase, your premium membership ends.</Trans></p>;
}
