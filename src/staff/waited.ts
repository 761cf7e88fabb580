/** How long something has waited, as staff read it at a glance: "under a minute", "12 minutes", "3 hours", "2 days". */
export function waitedFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes === 0) return 'under a minute';
  if (minutes < 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}
