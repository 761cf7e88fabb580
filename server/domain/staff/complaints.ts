import { randomBytes } from 'node:crypto';
import type { ComplaintAnswer, ComplaintRequest } from '../../../common/api/complaints';
import type { Locale } from '../../../common/constants';
import { emailProblem, normalizeEmail } from '../../../common/rules/account';
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINTS_PER_DAY, complaintReference, complaintTextProblem } from '../../../common/rules/complaints';
import { hasUnsafeCharacters } from '../../../common/rules/text';
import { complaintsSince, insertComplaint, reportedMessage, type ComplaintSender } from '../../db/complaints';
import { bannedAccountByEmail } from '../../db/bans';
import { inTransaction, type Db } from '../../db/database';
import { shownMember } from '../../db/profiles';
import type { NewComplaint } from '../../db/schema';
import { memberForMail } from '../../db/users';
import { problemError, ProblemError } from '../problems';
import { queueReportedTexts } from './text-moderation';
import type { Deps } from '../deps';

/**
 * Complaints (POST /api/complaints.php): from a member, answered at their account's address, or
 * from a visitor, who gives one. The profile or message concerned must be one the reporter can
 * know of; a block between them does not stop a report. Support hears of it by mail (job complaint-mail).
 */

export type ComplaintContext = Pick<Deps, 'db' | 'config' | 'jobs'>;

/** Who complains: a member (by the session) or a visitor, from a network address, in a language. */
export interface Complainant {
  userId: number | undefined;
  ip: string;
  language: Locale;
}

const DAY_MS = 24 * 3600_000;

const TEXT_LIMITS = { complaint_text_short: { min: COMPLAINT_TEXT_MIN }, complaint_text_long: { max: COMPLAINT_TEXT_MAX } };

function checkedText(text: string): string {
  const trimmed = text.trim();
  const problem = complaintTextProblem(trimmed);
  if (problem) throw new ProblemError(problem, { ...TEXT_LIMITS[problem], field: 'text' });
  if (hasUnsafeCharacters(trimmed, { lines: true })) throw new ProblemError('invalid_characters', { field: 'text' });
  return trimmed;
}

/** The answer address and language: the member's account's, or what the visitor gave. */
async function replyTo(db: Db, from: Complainant, email: string | null | undefined): Promise<{ email: string; language: Locale }> {
  if (from.userId !== undefined) return memberForMail(db, from.userId);
  const address = normalizeEmail(email ?? '');
  if (!address) throw new ProblemError('complaint_email_required', { field: 'email' });
  const problem = emailProblem(address, { keepTypo: true });
  if (problem) throw problemError(problem);
  return { email: address, language: from.language };
}

/**
 * The profile and message concerned. A message must be from a conversation of the reporter (so
 * visitors name none), and stands for its sender unless a profile is named; a named profile must
 * be a member others may open. Nobody reports themselves.
 */
async function targetOf(db: Db, reporterId: number | undefined, input: ComplaintRequest) {
  const message = input.message ? await reportedMessage(db, input.message) : undefined;
  const inConversation = message && (message.starter_id === reporterId || message.partner_id === reporterId);
  if (input.message && !inConversation) throw new ProblemError('complaint_target_unknown');
  const profileId = input.profile ?? message?.sender_id ?? null;
  if (profileId !== null && profileId === reporterId) throw new ProblemError('complaint_target_unknown');
  if (input.profile && !(await shownMember(db, input.profile))) throw new ProblemError('complaint_target_unknown');
  return { profile_id: profileId, message_id: message?.id ?? null, message_text: message?.body ?? null };
}

export async function fileComplaint(ctx: ComplaintContext, from: Complainant, input: ComplaintRequest, now: Date): Promise<ComplaintAnswer> {
  const text = checkedText(input.text);
  const answerTo = await replyTo(ctx.db, from, input.email);
  const target = await targetOf(ctx.db, from.userId, input);
  // A banned member cannot log in: their complaint comes from their address, and objects to the ban.
  const objection = from.userId === undefined ? await bannedAccountByEmail(ctx.db, answerTo.email) : undefined;
  const sender: ComplaintSender = from.userId !== undefined ? { reporterId: from.userId } : { email: answerTo.email, ip: from.ip };
  const complaint: Omit<NewComplaint, 'reference'> = {
    created_at: now.toISOString(), reporter_id: from.userId ?? null, email: answerTo.email, language: answerTo.language,
    reason: input.reason, ...target, text, ip: from.ip, objection_to: objection?.id ?? null,
  };

  // Counted and stored in one transaction, so complaints sent at once cannot pass the limit together.
  const { id, reference } = await inTransaction(ctx.db, async (trx) => {
    if ((await complaintsSince(trx, sender, new Date(now.getTime() - DAY_MS).toISOString())) >= COMPLAINTS_PER_DAY) {
      throw new ProblemError('complaint_limit', { max: COMPLAINTS_PER_DAY, email: ctx.config.company.supportEmail });
    }
    // A reference drawn before (one chance in 31^8 each) is drawn again.
    for (;;) {
      const drawn = complaintReference(randomBytes(8));
      const stored = await insertComplaint(trx, { ...complaint, reference: drawn });
      if (stored === undefined) continue;
      // A profile reported from its page: its texts come to a moderator too (a message's report is about the message).
      if (input.profile && !input.message) await queueReportedTexts(trx, input.profile, now);
      return { id: stored, reference: drawn };
    }
  });
  await ctx.jobs.enqueue('complaint-mail', { id }, { key: `complaint-mail:${id}` });
  return { reference };
}
