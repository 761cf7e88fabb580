/** Age in whole years on a given day, from a YYYY-MM-DD birth date. */
export function ageOn(birthDate: string, today: Date): number {
  // Read by position, not split: a search answer works out twenty ages.
  const birthMonthDay = Number(birthDate.slice(5, 7)) * 100 + Number(birthDate.slice(8, 10));
  const todayMonthDay = (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const age = today.getUTCFullYear() - Number(birthDate.slice(0, 4));
  return todayMonthDay >= birthMonthDay ? age : age - 1;
}

/** The same day `years` earlier; 29 February becomes the 28th in a year without it (as ageOn counts it). */
function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
  return day.toISOString().slice(0, 10);
}

/**
 * The birth dates of members aged min to max today, as bounds on a YYYY-MM-DD column:
 * born on or before `to` (old enough) and after `from` (not older than max).
 */
export function birthDateRange(today: Date, minAge?: number, maxAge?: number): { from?: string; to?: string } {
  return {
    ...(maxAge !== undefined ? { from: yearsBefore(today, maxAge + 1) } : {}),
    ...(minAge !== undefined ? { to: yearsBefore(today, minAge) } : {}),
  };
}
