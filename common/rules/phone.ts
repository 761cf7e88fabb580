/** The company phone is cleaned of dashes and spaces (spec §5), e.g. for a tel: link. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
