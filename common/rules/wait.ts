/**
 * How long to wait, as a person says it: "52 minutes", not "3,119 seconds". A limit's answer carries
 * its seconds (and Retry-After); both sides word them with this one rule.
 */

export type WaitUnit = 'seconds' | 'minutes' | 'hours';

/** Up to 90 seconds in seconds, up to 90 minutes in minutes, beyond in hours; always rounded up, never 0. */
export function waitOf(seconds: number): { unit: WaitUnit; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 90) return { unit: 'seconds', count: whole };
  if (whole <= 90 * 60) return { unit: 'minutes', count: Math.ceil(whole / 60) };
  return { unit: 'hours', count: Math.ceil(whole / 3600) };
}
