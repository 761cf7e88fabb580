import type { CaseOutcome, CaseState } from '../../common/staff/cases';
import type { Db } from './database';

/** Complaints as cases of the staff inbox (docs/staff.md): lists, assignment and decisions. */

const caseRows = (db: Db) => db.selectFrom('complaints')
  .leftJoin('profiles as target', 'target.id', 'complaints.profile_id')
  .leftJoin('users as target_user', 'target_user.id', 'complaints.profile_id')
  .leftJoin('users as objector', 'objector.id', 'complaints.objection_to')
  .leftJoin('staff as banner', 'banner.id', 'objector.banned_by')
  .leftJoin('staff as assignee', 'assignee.id', 'complaints.assigned_to')
  .leftJoin('staff as decider', 'decider.id', 'complaints.decided_by')
  .select([
    'complaints.id', 'complaints.reference', 'complaints.created_at', 'complaints.reason', 'complaints.status', 'complaints.email',
    'complaints.language', 'complaints.reporter_id', 'complaints.profile_id', 'complaints.message_id', 'complaints.message_text', 'complaints.text',
    'complaints.objection_to', 'complaints.assigned_to', 'complaints.decided_at', 'complaints.outcome', 'complaints.decision_reason',
    'target.name as profile_name', 'target_user.banned_at as profile_banned_at', 'target_user.language as profile_language',
    'objector.banned_at as objection_banned_at', 'objector.ban_reason as objection_ban_reason', 'objector.ban_facts as objection_ban_facts',
    'objector.banned_by as objection_banned_by',
    'banner.email as objection_banned_by_email', 'assignee.email as assigned_email', 'decider.email as decided_by_email',
  ]);

export type CaseRow = Awaited<ReturnType<typeof caseById>> & object;

/** A page of cases in one state: waiting ones oldest first (after `cursor`), decided ones newest first (before it). */
export function casesIn(db: Db, state: CaseState, cursor: number | undefined, limit: number) {
  let query = caseRows(db).where('complaints.status', '=', state);
  const newestFirst = state === 'decided';
  if (cursor !== undefined) query = query.where('complaints.id', newestFirst ? '<' : '>', cursor);
  return query.orderBy('complaints.id', newestFirst ? 'desc' : 'asc').limit(limit).execute();
}

export function caseById(db: Db, id: number) {
  return caseRows(db).where('complaints.id', '=', id).executeTakeFirst();
}

export async function caseCounts(db: Db): Promise<Record<CaseState, number>> {
  const rows = await db.selectFrom('complaints').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts: Record<CaseState, number> = { open: 0, in_review: 0, decided: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Takes a case not decided yet: the staff member's, and in review. False when it was decided already. */
export async function assignCase(db: Db, id: number, staffId: number): Promise<boolean> {
  const result = await db.updateTable('complaints').set({ assigned_to: staffId, status: 'in_review' })
    .where('id', '=', id).where('status', '!=', 'decided').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Decides a case not decided yet; false when someone decided it first. */
export async function decideCase(db: Db, id: number, decision: { decided_by: number | null; decided_at: string; outcome: CaseOutcome; decision_reason: string }): Promise<boolean> {
  const result = await db.updateTable('complaints').set({ ...decision, status: 'decided' })
    .where('id', '=', id).where('status', '!=', 'decided').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDecisionMailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('complaints').set({ decision_mailed_at: at }).where('id', '=', id).execute();
}

/** A decided case's mail to its reporter: where it goes, and whether it went. */
export function decisionForMail(db: Db, id: number) {
  return db.selectFrom('complaints').leftJoin('profiles as reporter', 'reporter.id', 'complaints.reporter_id')
    .select(['complaints.reference', 'complaints.email', 'complaints.language', 'complaints.outcome', 'complaints.decision_reason',
      'complaints.decision_mailed_at', 'complaints.status', 'reporter.name as reporter_name'])
    .where('complaints.id', '=', id).executeTakeFirst();
}
