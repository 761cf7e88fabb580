/**
 * The add-photos (enrich-profile) prompt, the push-enable prompt and the disabled-e-mail alert are
 * dismissed per browser with a stored time (docs/product/states.md#alerts); each comes back after its quiet time, as
 * what it asks for may still matter. The site-entry warning is shown once until dismissed (docs/product/states.md#site-entry-warning):
 * it never comes back.
 */
export const ALERT_QUIET_DAYS = { addPhotos: 7, push: 30, mailDisabled: 7, siteEntry: Infinity } as const;

export type AlertName = keyof typeof ALERT_QUIET_DAYS;

/** Whether an alert dismissed at `dismissedAt` (ISO; undefined: never) stays hidden at `now`. */
export function alertDismissed(name: AlertName, dismissedAt: string | undefined, now: number): boolean {
  if (!dismissedAt) return false;
  const at = Date.parse(dismissedAt);
  return !Number.isNaN(at) && now - at < ALERT_QUIET_DAYS[name] * 24 * 3600_000;
}
