import type { Locale } from '../../../common/constants';
import { BAN_FACTS_LENGTH } from '../../../common/staff/bans';
import type { MemberBan } from '../../../common/staff/api';
import type { Bus } from '../../adapters/bus';
import type { Jobs } from '../../adapters/jobs';
import { inTransaction, type Db } from '../../db/database';
import { banOf, deleteBan, insertBan } from '../../db/bans';
import { composeBanMail } from '../notifications/texts/ban';
import { sendOnce, type MailNoticeContext } from '../notifications/activity-mails';
import { sessionsEnded } from '../accounts/sessions';
import { recordAudit, type StaffActor } from './audit';
import { staffReason } from './reason';

/**
 * Bans, as the ban policy (/pages/ban) describes them: an operator closes an account that broke the
 * rules (npm run ban). The profile disappears, the member is logged out everywhere, and the login is
 * refused from then on (after the right password only, so a ban tells a stranger nothing). The
 * account stays, so its address cannot sign up again. The member is mailed the reason and how to
 * object, through the jobs queue: the operator's command may run while the server is down.
 */

/**
 * Bans the member: by a staff member in the console, or by the operator's command line (actor null),
 * for the reason chosen and the facts the member is told (checked here, before anything changes),
 * with the audit row and the mail's job in the ban's transaction. `bus` closes the member's open apps
 * at once and drops every process's copies of their sessions: the server's own bus, or one shared
 * with it across processes (Redis). The operator's command without Redis has only a bus of its own
 * process: there the apps close at the server's next heartbeat, which finds their session gone, and
 * the server's copies of the sessions go when its worker takes the ban's mail job (sendBanMail),
 * within a second.
 */
export async function banMember(ctx: { db: Db; jobs: Jobs; bus?: Bus }, actor: StaffActor | null, userId: number, ban: MemberBan, now: Date): Promise<boolean> {
  const facts = staffReason(ban.facts, BAN_FACTS_LENGTH, 'staff_ban_facts_length', 'facts');
  const at = now.toISOString();
  const ended = await inTransaction(ctx.db, async (trx) => {
    const sessions = await insertBan(trx, userId, { reason: ban.reason, facts }, at, actor?.id ?? null);
    if (!sessions) return undefined;
    await recordAudit(trx, actor, { action: 'member.ban', subject: { type: 'member', id: userId }, reason: ban.reason, details: { facts } }, now);
    await ctx.jobs.enqueueIn(trx, [{ kind: 'ban-mail', payload: { userId, at }, key: `ban-mail:${userId}:${at}` }]);
    return sessions;
  });
  if (!ended) return false;
  ctx.jobs.wake();
  if (ctx.bus) await sessionsEnded(ctx.bus, userId, ended);
  return true;
}

/** Lifts a ban (an objection upheld, or the operator's command line): the account is as it was before. False when there was none. */
export async function liftBan(db: Db, actor: StaffActor | null, userId: number, reason: string | undefined, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await deleteBan(trx, userId))) return false;
    await recordAudit(trx, actor, { action: 'member.lift_ban', subject: { type: 'member', id: userId }, reason }, now);
    return true;
  });
}

/** The mail of one ban; none when the ban was lifted (or renewed) before it went. */
export async function sendBanMail(ctx: MailNoticeContext & { bus: Bus }, { userId, at }: { userId: number; at: string }, now: Date): Promise<void> {
  // The ban may come from the operator's command, which ended the sessions in the database only.
  await ctx.bus.broadcast({ type: 'sessions-ended', memberId: userId });
  const member = await banOf(ctx.db, userId);
  if (!member?.ban_reason || member.banned_at !== at) return;
  const mail = { to: member.email, language: member.language as Locale, name: member.name, reason: member.ban_reason, facts: member.ban_facts };
  await sendOnce(ctx, `ban:${userId}:${at}`, userId, 'ban', now, () => composeBanMail(mail, ctx.config));
}
