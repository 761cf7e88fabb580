import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../common/constants';
import { mayMail, OPERATOR_MAIL_KINDS } from '../../../common/rules/notices';
import { mailableMembers } from '../../db/notifications';
import { noticeLinks, recipientOf, sendOnce, type MailNoticeContext } from './activity-mails';
import { composeMailing } from './texts/activity';

/**
 * An operator's mailing of promotions, news or reminders (npm run mailing): its texts per language
 * (English at least: it stands in for a language not given) are kept in DATA_DIR/mailings, and one
 * job per member who has that kind on sends it, in their language, once.
 */

const texts = z.strictObject({ subject: z.string().min(1).max(200), body: z.string().min(1).max(5000), button: z.string().min(1).max(60) });

export const mailingSchema = z.strictObject({
  kind: z.enum(OPERATOR_MAIL_KINDS),
  /** Where the button leads on our site, e.g. /premium. */
  path: z.string().regex(/^\/[\w/?=&.-]*$/, 'a path of the site, such as /premium'),
  texts: z.partialRecord(z.enum(LOCALES), texts).refine((given) => given.en !== undefined, 'English texts (en), used where a language has none'),
});
export type Mailing = z.infer<typeof mailingSchema>;

const mailingFile = (dataDir: string, id: string) => path.join(dataDir, 'mailings', `${id}.json`);

/** Keeps the mailing and queues its first page of members; returns its id. */
export async function startMailing(ctx: MailNoticeContext, mailing: Mailing): Promise<string> {
  const id = `${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.dirname(mailingFile(ctx.config.dataDir, id)), { recursive: true });
  fs.writeFileSync(mailingFile(ctx.config.dataDir, id), JSON.stringify(mailing));
  await ctx.jobs.enqueue('mailing', { id, afterId: 0 }, { key: `mailing:${id}:0` });
  return id;
}

const PAGE = 500;

/** Job mailing: a job per member of one page, and the next page as a job of its own. */
export async function queueMailingPage(ctx: MailNoticeContext, { id, afterId }: { id: string; afterId: number }): Promise<void> {
  const members = await mailableMembers(ctx.db, afterId, PAGE);
  for (const to of members) await ctx.jobs.enqueue('mailing-mail', { id, to }, { key: `mailing-mail:${id}:${to}` });
  if (members.length === PAGE) await ctx.jobs.enqueue('mailing', { id, afterId: members.at(-1)! }, { key: `mailing:${id}:${members.at(-1)}` });
}

export async function sendMailingMail(ctx: MailNoticeContext, { id, to }: { id: string; to: number }, now: Date): Promise<void> {
  const mailing = mailingSchema.parse(JSON.parse(fs.readFileSync(mailingFile(ctx.config.dataDir, id), 'utf8')));
  const member = await recipientOf(ctx.db, to);
  if (!member || !mayMail(member.rules, mailing.kind)) return;
  const language: Locale = mailing.texts[member.mail.language] ? member.mail.language : 'en';
  const links = await noticeLinks(ctx, to, mailing.kind, mailing.path, now);
  await sendOnce(ctx, `mail:${mailing.kind}:${to}:${id}`, to, mailing.kind, now, () =>
    composeMailing(mailing.kind, { ...member.mail, language }, mailing.texts[language]!, links, ctx.config));
}
