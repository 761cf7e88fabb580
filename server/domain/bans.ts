import { z } from 'zod/mini';
import type { Locale } from '../../common/constants';
import type { BanReason } from '../../common/enums';
import type { Jobs } from '../adapters/jobs';
import type { Db } from '../db/database';
import { banOf, insertBan } from '../db/bans';
import { composeBanMail } from './notifications/ban-mail';
import { sendOnce, type MailNoticeContext } from './notifications/mail-notices';

/**
 * Bans, as the ban policy (/pages/ban) describes them: an operator closes an account that broke the
 * rules (npm run ban). The profile disappears, the member is logged out everywhere, and the login is
 * refused from then on (after the right password only, so a ban tells a stranger nothing). The
 * account stays, so its address cannot sign up again. The member is mailed the reason and how to
 * object, through the jobs queue: the operator's command may run while the server is down.
 */

export async function banMember(ctx: { db: Db; jobs: Jobs }, userId: number, reason: BanReason, now: Date): Promise<boolean> {
  const at = now.toISOString();
  if (!(await insertBan(ctx.db, userId, reason, at))) return false;
  await ctx.jobs.enqueue('ban-mail', { userId, at }, { key: `ban-mail:${userId}:${at}` });
  return true;
}

const banMailJobSchema = z.object({ userId: z.int().check(z.positive()), at: z.string() });

/** The mail of one ban; none when the ban was lifted (or renewed) before it went. */
export async function sendBanMail(ctx: MailNoticeContext, payload: unknown, now: Date): Promise<void> {
  const { userId, at } = banMailJobSchema.parse(payload);
  const member = await banOf(ctx.db, userId);
  if (!member?.ban_reason || member.banned_at !== at) return;
  const mail = { to: member.email, language: member.language as Locale, name: member.name, reason: member.ban_reason };
  await sendOnce(ctx, `ban:${userId}:${at}`, userId, 'ban', now, () => composeBanMail(mail, ctx.config));
}
