import { mayMail } from '../../../common/rules/notices';
import { blockBetween } from '../../db/blocks';
import { likesBetween } from '../../db/likes';
import { shownMember } from '../../db/profiles';
import { composeLikeMail } from './texts/like';
import { noticeLinks, recipientOf, sendOnce, type MailNoticeContext } from './activity-mails';

/**
 * Mails a member that someone liked them, or liked them back, when that still holds: the like is
 * there (a match: both), the liker is still shown and no block came between. Only to a confirmed,
 * real member who has the `like` mails on and whose address takes mail.
 */
export async function sendLikeMail(ctx: MailNoticeContext, { kind, to, from }: { kind: 'like' | 'match'; to: number; from: number }, now: Date): Promise<void> {
  const [member, liker, likes, block] = await Promise.all([
    recipientOf(ctx.db, to), shownMember(ctx.db, from), likesBetween(ctx.db, to, from), blockBetween(ctx.db, to, from),
  ]);
  if (!member || !mayMail(member.rules, kind)) return;
  if (!liker || block || !likes.likedBy || (kind === 'match' && !likes.liked)) return;

  const links = await noticeLinks(ctx, to, kind, kind === 'match' ? `/members/${from}/chat` : `/likes/m/${from}`, now);
  await sendOnce(ctx, `mail:${kind}:${to}:${from}`, to, kind, now, () => composeLikeMail({
    kind, to: member.mail.to, language: member.mail.language, name: member.mail.name, partner: liker.name, link: links.link, settings: links.settings,
  }, links.unsubscribe, ctx.config));
}
