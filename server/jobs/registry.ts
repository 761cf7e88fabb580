import type { JobHandler, Jobs, JobSchemas, PayloadOut } from '../adapters/jobs';
import type { Config } from '../config/config';
import type { Deps } from '../domain/deps';
import { banMail } from './ban-mail';
import { caseDecisionMail } from './case-decision-mail';
import { complaintMail } from './complaint-mail';
import { dataExport } from './data-export';
import { likeMail } from './like-mail';
import { mailingMail } from './mailing-mail';
import { mailing } from './mailing';
import { messageMail } from './message-mail';
import { moderationAlertMail } from './moderation-alert-mail';
import { moderationQueue } from './moderation-queue';
import { photoRejectedMail } from './photo-rejected-mail';
import { purgeDeleted } from './purge-deleted';
import { purgeStale } from './purge-stale';
import { pushSend } from './push-send';
import { push } from './push';
import { reconcilePayments } from './reconcile-payments';
import { resellFeed } from './resell-feed';
import { sweepPhotos } from './sweep-photos';
import { textRejectedMail } from './text-rejected-mail';
import { unreadReminder } from './unread-reminder';
import { unreadReminders } from './unread-reminders';
import { weeklyUpdate } from './weekly-update';
import { weeklyUpdates } from './weekly-updates';
import type { JobKind } from './job-kind';

/** Every kind of job, by name: a kind missing here, or here under another name, does not compile. */
export const JOB_KINDS: { [K in keyof JobSchemas]: JobKind<K> } = {
  'ban-mail': banMail,
  'case-decision-mail': caseDecisionMail,
  'complaint-mail': complaintMail,
  'data-export': dataExport,
  'like-mail': likeMail,
  'mailing-mail': mailingMail,
  'mailing': mailing,
  'message-mail': messageMail,
  'moderation-alert-mail': moderationAlertMail,
  'moderation-queue': moderationQueue,
  'photo-rejected-mail': photoRejectedMail,
  'purge-deleted': purgeDeleted,
  'purge-stale': purgeStale,
  'push-send': pushSend,
  'push': push,
  'reconcile-payments': reconcilePayments,
  'resell-feed': resellFeed,
  'sweep-photos': sweepPhotos,
  'text-rejected-mail': textRejectedMail,
  'unread-reminder': unreadReminder,
  'unread-reminders': unreadReminders,
  'weekly-update': weeklyUpdate,
  'weekly-updates': weeklyUpdates,
};

type Handlers = { [K in keyof JobSchemas]: JobHandler<PayloadOut<JobSchemas[K]>> };

/** What runs each kind in this process. */
export function jobHandlers(deps: Deps): Handlers {
  const handlers: Record<string, JobHandler<never>> = {};
  for (const { kind, run } of Object.values(JOB_KINDS) as JobKind<keyof JobSchemas>[]) {
    handlers[kind] = (payload, ctx) => run(deps, payload, ctx);
  }
  return handlers as Handlers;
}

/** Queues the recurring kinds' next runs; call it wherever the worker starts (never in tests: they share a photo folder). */
export async function scheduleRecurringJobs(jobs: Jobs, config: Config): Promise<void> {
  for (const { kind, every } of Object.values(JOB_KINDS) as JobKind<keyof JobSchemas>[]) {
    if (every && (every.when?.(config) ?? true)) await jobs.every(kind, every.periodMs, { first: every.first });
  }
}
