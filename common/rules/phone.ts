/** The company phone is cleaned of dashes and spaces (docs/product/validation.md#company-phone), e.g. for a tel: link. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
