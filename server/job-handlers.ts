import type { JobHandler, Jobs } from './adapters/jobs';
import type { Config } from './config/config';
import type { Deps } from './platform/deps';
import { purgeDeletedAccounts, purgeTombstones } from './domain/accounts/purge';
import { sendBanMail } from './domain/staff/bans';
import { buildExport, purgeExpiredExports } from './domain/data-requests/exports';
import { sendCaseDecisionMail } from './domain/staff/cases';
import { checkModerationQueue, sendModerationAlert, sendPhotoRejectedMail } from './domain/staff/photo-moderation';
import { sendTextRejectedMail } from './domain/staff/text-moderation';
import { sendComplaintMail } from './domain/staff/complaint-mail';
import { purgeStaleRows } from './domain/site/housekeeping';
import { sendLikeMail } from './domain/notifications/like-mail';
import { sweepOrphanPhotoFiles } from './domain/profiles/photo-sweep';
import { reconcilePayments } from './domain/payments/reconcile';
import { importResellFeed, RESELL_FEED_INTERVAL_MS } from './domain/search/resell-feed';
import { queueUnreadReminders, queueWeeklyUpdates, sendMessageMail, sendUnreadReminder, sendWeeklyUpdate } from './domain/notifications/activity-mails';
import { queueMailingPage, sendMailingMail } from './domain/notifications/mailings';
import { retireUnsubscribeKeys } from './domain/notifications/unsubscribe-token';
import { sendPush, sendPushToDevice } from './domain/notifications/push-notices';

/** Every kind of job this server runs, by name. */
export function jobHandlers(deps: Deps): Record<string, JobHandler> {
  const { db, storage, log } = deps;
  return {
    'purge-deleted': async (_payload, { now }) => {
      await purgeDeletedAccounts(db, storage, now);
      await purgeTombstones(db, now);
    },
    'purge-stale': async (_payload, { now }) => {
      await purgeStaleRows(db, now);
      await purgeExpiredExports(db, storage, now);
      await retireUnsubscribeKeys(db, now);
    },
    'sweep-photos': async (_payload, { now }) => {
      const removed = await sweepOrphanPhotoFiles(db, storage, now);
      if (removed) log.info({ removed }, 'removed photo files left by unfinished uploads');
    },
    'like-mail': (payload, { now }) => sendLikeMail(deps, payload, now),
    'complaint-mail': (payload, { now }) => sendComplaintMail(deps, payload, now),
    'ban-mail': (payload, { now }) => sendBanMail(deps, payload, now),
    'case-decision-mail': (payload, { now }) => sendCaseDecisionMail(deps, payload, now),
    'data-export': (payload, { now }) => buildExport(deps, payload, now),
    'photo-rejected-mail': (payload, { now }) => sendPhotoRejectedMail(deps, payload, now),
    'text-rejected-mail': (payload, { now }) => sendTextRejectedMail(deps, payload, now),
    'moderation-queue': (_payload, { now }) => checkModerationQueue(deps, now),
    'moderation-alert-mail': (payload) => sendModerationAlert(deps, payload),
    'message-mail': (payload, { now }) => sendMessageMail(deps, payload, now),
    'unread-reminders': (_payload, { now }) => queueUnreadReminders(deps, now),
    'unread-reminder': (payload, { now }) => sendUnreadReminder(deps, payload, now),
    'weekly-updates': (payload, { now }) => queueWeeklyUpdates(deps, payload, now),
    'weekly-update': (payload, { now }) => sendWeeklyUpdate(deps, payload, now),
    'mailing': (payload) => queueMailingPage(deps, payload),
    'mailing-mail': (payload, { now }) => sendMailingMail(deps, payload, now),
    'push': (payload, { now }) => sendPush(deps, payload, now),
    'push-send': (payload) => sendPushToDevice(deps, payload),
    'reconcile-payments': async () => {
      const changed = await reconcilePayments(deps);
      if (changed) log.info({ changed }, 'payments changed that no webhook had told of');
    },
    'resell-feed': async (_payload, { now }) => {
      const { cards, skipped } = await importResellFeed(db, deps.config, now);
      log.info({ cards, skipped }, 'read the partner feed of cam/resell cards');
    },
  };
}

/** The purges run once an hour across all server processes. */
const PURGE_INTERVAL_MS = 3600_000;

/** Payments still waiting are asked about again this often, in case a webhook never came. */
const RECONCILE_INTERVAL_MS = 10 * 60_000;

/** The moderation queue is looked at this often for photos waiting past MODERATION_ALERT_MINUTES. */
const MODERATION_CHECK_INTERVAL_MS = 5 * 60_000;

/** Unread messages older than a day are looked for daily; the weekly mail goes once a week. */
const DAY_MS = 24 * 3600_000;

/** The recurring housekeeping and mails, scheduled by the server at start (never by tests: they share a photo folder). */
export async function scheduleHousekeeping(jobs: Jobs, config: Config): Promise<void> {
  await jobs.every('purge-deleted', PURGE_INTERVAL_MS);
  await jobs.every('purge-stale', PURGE_INTERVAL_MS);
  await jobs.every('reconcile-payments', RECONCILE_INTERVAL_MS);
  await jobs.every('moderation-queue', MODERATION_CHECK_INTERVAL_MS);
  await jobs.every('unread-reminders', DAY_MS);
  // A new site sends its first weekly update when it has had a week to tell of, not at its first start.
  await jobs.every('weekly-updates', 7 * DAY_MS, { first: 'after a period' });
  // Files an upload cut off by a stop left behind (older than the sweep's hour of grace) go once a
  // day, however many processes start or restart in it; a new site's first sweep runs at once.
  await jobs.every('sweep-photos', DAY_MS);
  // The first read runs at once: `every` queues one when none is.
  if (config.rules.memberResell && config.rules.resellFeedUrl) await jobs.every('resell-feed', RESELL_FEED_INTERVAL_MS);
}
