import type { Locale } from '../../../common/constants';
import type { PhotoDecision, PhotoQueueResponse } from '../../../common/staff/api';
import type { Jobs } from '../../adapters/jobs';
import type { Mailer } from '../../adapters/mail';
import type { FileStorage } from '../../adapters/storage';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { decidePhoto, pendingPhotoCount, pendingPhotos, photosOfMembers, photosUsingFile, rejectedPhotoOwner } from '../../db/photos';
import { staffToAlert } from '../../db/staff';
import { ageOn } from '../../../common/rules/age';
import { composePhotoRejectedMail } from '../notifications/texts/photo-rejected';
import { siteOrigin } from '../notifications/texts/layout';
import { sendOnce, type MailNoticeContext } from '../notifications/activity-mails';
import { photoFileName, photoKeyOf } from '../profiles/photo-sizes';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { staffMail } from './staff-mail';
import type { Deps } from '../deps';

/**
 * Photo moderation (docs/staff.md): a new photo is seen by nobody but its owner until a moderator
 * approves it, so the queue is worked oldest first, and moderators are mailed when it has waited past
 * MODERATION_ALERT_MINUTES. `npm run moderate` decides through the same function as the console.
 */

/** The queue shows this many photos at a time: the oldest, and what comes next. */
export const QUEUE_PAGE = 20;

/** Where the console loads a photo file: for staff who moderate, whatever its state. */
export const staffPhotoUrl = (fileKey: string, size: 'thumb' | 'full') => `/staff/api/photo-files/${photoFileName(fileKey, size)}`;

/** The queue, or one member's part of it (a moderator looking into a member). */
export async function photoQueue(db: Db, now: Date, memberId?: number): Promise<PhotoQueueResponse> {
  const [waiting, { count, oldest }] = await Promise.all([pendingPhotos(db, QUEUE_PAGE, memberId), pendingPhotoCount(db, memberId)]);
  const others = await photosOfMembers(db, [...new Set(waiting.map((photo) => photo.profile_id))]);
  return {
    count,
    oldest_at: oldest,
    photos: waiting.map((photo) => ({
      id: photo.id,
      url: staffPhotoUrl(photo.file_key, 'full'),
      created_at: photo.created_at,
      member: { id: photo.profile_id, name: photo.name, age: ageOn(photo.birth_date, now), gender: photo.gender, country: photo.country },
      others: others.filter((other) => other.profile_id === photo.profile_id && other.id !== photo.id)
        .map((other) => ({ id: other.id, url: staffPhotoUrl(other.file_key, 'thumb'), status: other.status, private: other.is_private === 1 })),
    })),
  };
}

export type ModerationContext = Pick<Deps, 'db' | 'jobs'>;

/**
 * Approves or rejects a waiting photo, with its audit row and (for a rejection) the mail to the
 * member queued in the same transaction. A photo decided already, by someone else a moment before,
 * is refused: no second decision, no second mail.
 */
export async function decideWaitingPhoto(ctx: ModerationContext, actor: StaffActor | null, photoId: number, decision: PhotoDecision, now: Date): Promise<void> {
  const at = now.toISOString();
  const rejected = decision.decision === 'reject';
  if (rejected && !decision.reason) throw new ProblemError('staff_reason_required', { field: 'reason' });
  await inTransaction(ctx.db, async (trx) => {
    const photo = await decidePhoto(trx, photoId, { status: rejected ? 'rejected' : 'approved', reject_reason: rejected ? decision.reason! : null, decided_at: at });
    if (!photo) throw new ProblemError('staff_decided_already');
    await recordAudit(trx, actor, {
      action: rejected ? 'photo.reject' : 'photo.approve', subject: { type: 'photo', id: photoId }, reason: rejected ? decision.reason : undefined,
      details: { member: photo.profile_id },
    }, now);
    if (rejected) await ctx.jobs.enqueueIn(trx, [{ kind: 'photo-rejected-mail', payload: { photoId }, key: `photo-rejected-mail:${photoId}` }]);
  });
  if (rejected) ctx.jobs.wake();
}

/** The member's mail about their rejected photo, in their language; none when the photo is gone. */
export async function sendPhotoRejectedMail(ctx: MailNoticeContext, { photoId }: { photoId: number }, now: Date): Promise<void> {
  const owner = await rejectedPhotoOwner(ctx.db, photoId);
  if (!owner?.reject_reason) return;
  const mail = { to: owner.email, language: owner.language as Locale, name: owner.name, reason: owner.reject_reason };
  await sendOnce(ctx, `photo-rejected:${photoId}`, owner.profile_id, 'photo_rejected', now, () => composePhotoRejectedMail(mail, ctx.config));
}

/** A profile photo's file for the staff's eyes (any state, never stored by the browser); undefined when no profile photo uses it. */
export async function staffPhotoFile(db: Db, storage: FileStorage, fileName: string) {
  const key = photoKeyOf(fileName);
  if (key === null || (await photosUsingFile(db, key, 1)).length === 0) return undefined;
  return (await storage.get(fileName)) ?? undefined;
}

export interface AlertContext {
  db: Db;
  jobs: Jobs;
  config: Config;
}

/**
 * The recurring look at the queue: when its oldest photo has waited past the bound, the moderators
 * are mailed, once for each whole bound it has waited (at 60 minutes, at 120 …), whoever looks.
 */
export async function checkModerationQueue(ctx: AlertContext, now: Date): Promise<void> {
  const { count, oldest } = await pendingPhotoCount(ctx.db);
  if (!oldest) return;
  const bound = ctx.config.staff.moderationAlertMinutes;
  const waited = Math.floor((now.getTime() - Date.parse(oldest)) / 60_000);
  const bounds = Math.floor(waited / bound);
  if (bounds < 1) return;
  await ctx.jobs.enqueue('moderation-alert-mail', { count, waited }, { key: `moderation-alert:${oldest}:${bounds}` });
}

/** The mail to every active admin and moderator that photos are waiting. */
export async function sendModerationAlert(ctx: { db: Db; mailer: Mailer; config: Config }, { count, waited }: { count: number; waited: number }): Promise<void> {
  const link = `${siteOrigin(ctx.config)}/staff/photos`;
  for (const { email } of await staffToAlert(ctx.db, ['admin', 'moderator'])) {
    await ctx.mailer.send(staffMail(ctx.config, 'moderation_alert', email, {
      subject: `${count} ${count === 1 ? 'photo waits' : 'photos wait'} for moderation`,
      body: `The oldest photo in the moderation queue has waited ${waited} minutes. New members' photos are seen by nobody until they are approved.`,
      button: 'Open the queue',
      reason: 'You are getting this e-mail because you moderate photos in the staff console.',
    }, link));
  }
}
