/**
 * What a job was for, in one line for the console's Jobs page: a line per kind of
 * server/jobs with the ids its payload carries. Never the payload itself: a push's holds
 * the text on a member's lock screen, and staff look members up by id where their role lets them.
 */

/** `{name}` is the payload's field of that name. Every kind the server runs has one (a unit test holds them to the handlers). */
const SUMMARIES: Record<string, string> = {
  'purge-deleted': 'hourly purge of deleted accounts',
  'purge-stale': 'hourly purge of stale rows and expired exports',
  'sweep-photos': 'daily sweep of photo files no upload finished',
  'like-mail': '{kind} mail to member {to} about member {from}',
  'complaint-mail': 'mail of complaint {id} to support',
  'ban-mail': 'ban mail to member {userId}',
  'case-decision-mail': 'decision mail of case {id} to its reporter',
  'data-export': 'data export {id}',
  'photo-rejected-mail': 'mail to the member whose photo {photoId} was rejected',
  'text-rejected-mail': 'mail to the member whose text {id} was rejected',
  'moderation-queue': 'look at the photo moderation queue',
  'moderation-alert-mail': 'mail to moderators: {count} photos waiting, the oldest {waited} minutes',
  'message-mail': 'new messages mail to member {to}',
  'unread-reminders': 'daily look for unread messages',
  'unread-reminder': 'unread messages reminder to member {to}',
  'weekly-updates': 'weekly updates of {week} to the members after {afterId}',
  'weekly-update': 'weekly update of {week} to member {to}',
  'mailing': 'mailing {id} to the members after {afterId}',
  'mailing-mail': 'mailing {id} to member {to}',
  'push': '{kind} push to member {to}',
  'push-send': 'push to device {subscription}',
  'reconcile-payments': 'ask the payment provider about waiting payments',
  'resell-feed': "read the partner's cam/resell feed",
};

/** A field as a line shows it: a number or one plain word (an id, a week); anything else, which might be personal, is '?'. */
function shown(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'number' || (typeof value === 'string' && /^[\w:.-]{1,40}$/.test(value)) ? String(value) : '?';
}

/** The line of a job of `kind` with this payload (JSON text, as queued); a kind of an older version of the code is named as it is. */
export function jobSummary(kind: string, payload: string): string {
  const line = SUMMARIES[kind];
  if (!line) return kind;
  const fields = (JSON.parse(payload) ?? {}) as Record<string, unknown>;
  return line.replace(/\{(\w+)\}/g, (_, name: string) => shown(fields, name));
}
