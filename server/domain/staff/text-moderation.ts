import type { Locale } from '../../../common/constants';
import { ageOn } from '../../../common/rules/age';
import { flaggedBy } from '../../../common/rules/flagged-text';
import type { TextDecision } from '../../../common/staff/api';
import type { TextField, TextQueueResponse } from '../../../common/staff/moderation';
import { inTransaction, type Db } from '../../db/database';
import { decideTextReview, pendingTextCount, pendingTexts, profileTexts, queueTextReview, rejectedTextOwner, takeOffText } from '../../db/text-reviews';
import { composeTextRejectedMail } from '../notifications/texts/text-rejected';
import { sendOnce, type MailNoticeContext } from '../notifications/activity-mails';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { QUEUE_PAGE, type ModerationContext } from './photo-moderation';

/**
 * Profile texts in the moderation queue (docs/staff.md, Profile texts). Unlike a photo, a text is seen
 * while it waits: most are fine, and a member should not wait to be read. A name or about-me comes
 * into the queue when it matches the word list (common/rules/flagged-text.ts) as it is written, or
 * when a member reports the profile; a rejection takes it off the profile and tells the member why.
 */

/** A text just written (a name at signup, an about-me saved): queued when the word list names something in it. */
export async function reviewNewText(trx: Db, profileId: number, field: TextField, text: string | null | undefined, now: Date): Promise<void> {
  const matched = text ? flaggedBy(text) : null;
  if (matched) await queueTextReview(trx, { profile_id: profileId, field, cause: 'word_list', matched, created_at: now.toISOString() });
}

/** A profile reported: its name, and its about-me when it has one, come to a moderator. */
export async function queueReportedTexts(trx: Db, profileId: number, now: Date): Promise<void> {
  const texts = await profileTexts(trx, profileId);
  for (const field of texts?.about_me ? (['name', 'about_me'] as const) : (['name'] as const)) {
    await queueTextReview(trx, { profile_id: profileId, field, cause: 'reported', matched: null, created_at: now.toISOString() });
  }
}

/** The queue's texts, or one member's (a moderator looking into a member). */
export async function textQueue(db: Db, now: Date, memberId?: number): Promise<TextQueueResponse> {
  const [waiting, { count, oldest }] = await Promise.all([pendingTexts(db, QUEUE_PAGE, memberId), pendingTextCount(db, memberId)]);
  return {
    count,
    oldest_at: oldest,
    texts: waiting.map((row) => ({
      id: row.id, field: row.field, cause: row.cause, matched: row.matched, created_at: row.created_at,
      text: (row.field === 'name' ? row.name : row.about_me) ?? '',
      member: { id: row.profile_id, name: row.name, age: ageOn(row.birth_date, now), gender: row.gender, country: row.country },
    })),
  };
}

/**
 * Approves or rejects a waiting text, once (a second moderator is told it was decided already); a
 * rejection takes the text off the profile and queues the member's mail, all with the audit row in
 * one transaction.
 */
export async function decideWaitingText(ctx: ModerationContext, actor: StaffActor | null, id: number, decision: TextDecision, now: Date): Promise<void> {
  const rejected = decision.decision === 'reject';
  if (rejected && !decision.reason) throw new ProblemError('staff_reason_required', { field: 'reason' });
  await inTransaction(ctx.db, async (trx) => {
    const review = await decideTextReview(trx, id, {
      decided_at: now.toISOString(), decided_by: actor?.id ?? null, decision: rejected ? 'rejected' : 'approved', reject_reason: rejected ? decision.reason! : null,
    });
    if (!review) throw new ProblemError('staff_decided_already');
    if (rejected) {
      await takeOffText(trx, review.profile_id, review.field);
      await ctx.jobs.enqueueIn(trx, [{ kind: 'text-rejected-mail', payload: { id }, key: `text-rejected-mail:${id}` }]);
    }
    await recordAudit(trx, actor, {
      action: rejected ? 'text.reject' : 'text.approve', subject: { type: 'member', id: review.profile_id }, reason: rejected ? decision.reason : undefined,
      details: { review: id, field: review.field },
    }, now);
  });
  if (rejected) ctx.jobs.wake();
}

export async function sendTextRejectedMail(ctx: MailNoticeContext, { id }: { id: number }, now: Date): Promise<void> {
  const owner = await rejectedTextOwner(ctx.db, id);
  if (!owner?.reject_reason) return;
  const mail = { to: owner.email, language: owner.language as Locale, name: owner.name, field: owner.field, reason: owner.reject_reason };
  await sendOnce(ctx, `text-rejected:${id}`, owner.profile_id, 'text_rejected', now, () => composeTextRejectedMail(mail, ctx.config));
}
