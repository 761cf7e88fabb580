/** Money as staff read and type it: minor units shown with their currency, and "9.99" or "9,99" read back as 999. */

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}

/** Minor units of what was typed, or null when it is no amount with at most two decimals. */
export function parseMoney(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
