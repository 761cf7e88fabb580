import { memberForMail } from '../../db/users';
import type { AccountContext } from './context';
import { composeAccountMail, type AccountMailKind } from '../notifications/texts/account';

/** Where each mail's button leads: pages of the app, or calls that redirect to one. */
const LINKS: Record<AccountMailKind, string> = {
  activation: '/api/activate.php',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  reactivation: '/api/reactivate.php',
};

/**
 * Mails one member a link with a token, in the member's language. A mail that cannot be sent is
 * logged, not thrown: the account change stands, and the member can ask for the mail again.
 */
export async function mailLink(
  ctx: AccountContext, userId: number, kind: AccountMailKind, token: string, options: { to?: string; until?: string } = {},
): Promise<void> {
  const member = await memberForMail(ctx.db, userId);
  const link = `${ctx.origin}${LINKS[kind]}?token=${encodeURIComponent(token)}`;
  try {
    const mail = { kind, to: options.to ?? member.email, language: member.language, name: member.name, link, until: options.until };
    await ctx.mailer.send(composeAccountMail(mail, ctx.config));
  } catch (error) {
    ctx.log.error({ err: error, kind, userId }, 'mail not sent');
  }
}
