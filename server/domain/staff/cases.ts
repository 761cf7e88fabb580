import type { Locale } from '../../../common/constants';
import type { CaseDecision, CaseListQuery, CaseListResponse, MemberBan, StaffCase } from '../../../common/staff/api';
import { DECISION_REASON_LENGTH, OBJECTION_OUTCOMES, type CaseOutcome } from '../../../common/staff/cases';
import type { Mailer } from '../../adapters/mail';
import type { Config } from '../../config/config';
import { banOf } from '../../db/bans';
import { assignCase, caseById, caseCounts, casesIn, decideCase, decisionForMail, markDecisionMailed, type CaseRow } from '../../db/cases';
import { inTransaction, type Db } from '../../db/database';
import { banMember, liftBan } from './bans';
import { composeCaseDecisionMail } from '../notifications/texts/case-decision';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { staffReason } from './reason';
import type { Deps } from '../deps';

/**
 * The staff inbox (docs/staff.md): complaints, reports and objections to bans as cases, new, in
 * review and decided. A staff member takes a case, decides it with an outcome and the reason the
 * reporter is told by mail in their language, and may ban the reported member from it. An objection
 * is decided by someone other than who banned; lifting the ban reopens the account.
 */

export const CASE_PAGE = 30;

function toCase(row: CaseRow): StaffCase {
  return {
    id: row.id, reference: row.reference, created_at: row.created_at, reason: row.reason, state: row.status, text: row.text,
    reporter: { member_id: row.reporter_id, email: row.email, language: row.language },
    profile: row.profile_id === null ? null : {
      id: row.profile_id, name: row.profile_name, language: row.profile_language ?? '', banned: row.profile_banned_at !== null,
    },
    message: row.message_text === null ? null : { id: row.message_id, text: row.message_text },
    objection: row.objection_to === null ? null : {
      member_id: row.objection_to, banned_at: row.objection_banned_at, ban_reason: row.objection_ban_reason, ban_facts: row.objection_ban_facts,
      banned_by: row.objection_banned_by, banned_by_email: row.objection_banned_by_email,
    },
    assigned: row.assigned_to === null ? null : { id: row.assigned_to, email: row.assigned_email ?? '' },
    decision: row.outcome === null ? null : { outcome: row.outcome, reason: row.decision_reason ?? '', at: row.decided_at ?? '', by_email: row.decided_by_email },
  };
}

export async function caseList(db: Db, query: CaseListQuery): Promise<CaseListResponse> {
  const [rows, counts] = await Promise.all([casesIn(db, query.state, query.cursor, CASE_PAGE + 1), caseCounts(db)]);
  return { counts, cases: rows.slice(0, CASE_PAGE).map(toCase), has_more: rows.length > CASE_PAGE };
}

async function existingCase(db: Db, id: number): Promise<CaseRow> {
  const row = await caseById(db, id);
  if (!row) throw new ProblemError('staff_case_unknown');
  return row;
}

/** The staff member takes the case: it is theirs, and in review. */
export async function takeCase(db: Db, actor: StaffActor, id: number, now: Date): Promise<StaffCase> {
  await inTransaction(db, async (trx) => {
    await existingCase(trx, id);
    if (!(await assignCase(trx, id, actor.id))) throw new ProblemError('staff_decided_already');
    await recordAudit(trx, actor, { action: 'case.take', subject: { type: 'case', id } }, now);
  });
  return toCase(await existingCase(db, id));
}

export type CaseContext = Pick<Deps, 'db' | 'jobs'> & Partial<Pick<Deps, 'bus'>>;

/** Why an outcome cannot be the decision of this case by this staff member, if it cannot. */
function refusal(row: CaseRow, actor: StaffActor, outcome: CaseOutcome, may: (capability: 'members.ban') => boolean): ProblemError | undefined {
  const isObjection = row.objection_to !== null;
  if (isObjection !== (OBJECTION_OUTCOMES as readonly string[]).includes(outcome)) return new ProblemError('staff_outcome_invalid', { field: 'outcome' });
  if (!isObjection) return undefined;
  // Whoever may ban decides objections to bans; never the one who banned.
  if (!may('members.ban')) return new ProblemError('staff_forbidden');
  if (row.objection_banned_by === actor.id) return new ProblemError('staff_objection_own_ban');
  return undefined;
}

/**
 * Decides a case: once (a second decision at the same moment is told it was decided already, and no
 * second mail goes), with its audit row and the reporter's mail queued in its transaction. Lifting a
 * ban on an objection reopens the account in the same transaction.
 */
export async function decideStaffCase(ctx: CaseContext, actor: StaffActor, id: number, decision: CaseDecision, may: (capability: 'members.ban') => boolean, now: Date): Promise<StaffCase> {
  const reason = staffReason(decision.reason, DECISION_REASON_LENGTH, 'staff_reason_length');
  await inTransaction(ctx.db, async (trx) => {
    const row = await existingCase(trx, id);
    const refused = refusal(row, actor, decision.outcome, may);
    if (refused) throw refused;
    if (!(await decideCase(trx, id, { decided_by: actor.id, decided_at: now.toISOString(), outcome: decision.outcome, decision_reason: reason }))) {
      throw new ProblemError('staff_decided_already');
    }
    if (decision.outcome === 'ban_lifted') await liftBan(trx, actor, row.objection_to!, reason, now);
    await recordAudit(trx, actor, { action: 'case.decide', subject: { type: 'case', id }, reason, details: { outcome: decision.outcome } }, now);
    await ctx.jobs.enqueueIn(trx, [{ kind: 'case-decision-mail', payload: { id }, key: `case-decision-mail:${id}` }]);
  });
  ctx.jobs.wake();
  return toCase(await existingCase(ctx.db, id));
}

/** Bans the member a case reports, from the case: the ban mail (the DSA statement of reasons) goes as from `npm run ban`. */
export async function banFromConsole(ctx: CaseContext, actor: StaffActor, memberId: number, ban: MemberBan, now: Date): Promise<void> {
  if (!(await banOf(ctx.db, memberId))) throw new ProblemError('staff_member_unknown');
  if (!(await banMember(ctx, actor, memberId, ban, now))) throw new ProblemError('staff_banned_already');
}

/** The reporter's mail about a decided case, once. */
export async function sendCaseDecisionMail(ctx: { db: Db; mailer: Mailer; config: Config }, { id }: { id: number }, now: Date): Promise<void> {
  const row = await decisionForMail(ctx.db, id);
  if (!row || row.status !== 'decided' || !row.outcome || row.decision_mailed_at) return;
  const mail = {
    to: row.email, language: row.language as Locale, name: row.reporter_name ?? row.email.split('@')[0]!, reference: row.reference,
    outcome: row.outcome, reason: row.decision_reason ?? '',
  };
  await ctx.mailer.send({ ...composeCaseDecisionMail(mail, ctx.config), id: `case-decision:${row.reference}` });
  await markDecisionMailed(ctx.db, id, now.toISOString());
}
