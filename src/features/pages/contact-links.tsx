import type { ReactNode } from 'react';
import { cleanPhone } from '../../../common/rules/phone';

export function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** A phone number to call; the tel: address is cleaned of spaces and dashes (docs/product/validation.md#company-phone), the text is the caller's. */
export function PhoneLink({ phone, children }: { phone: string; children: ReactNode }) {
  return <a href={`tel:${cleanPhone(phone)}`}>{children}</a>;
}
