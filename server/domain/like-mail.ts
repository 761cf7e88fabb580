import { z } from 'zod';
import { blockBetween } from '../db/blocks';
import type { Db } from '../db/database';
import { likesBetween } from '../db/likes';
import { shownMember } from '../db/profiles';
import { memberForNotice } from '../db/users';
import type { Mailer } from '../adapters/mail';
import type { Config } from '../config';
import { composeLikeMail } from './notifications/like-mails';

/** What the job needs: the database, the settings and the mailer. */
export interface NoticeContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** The payload of a like-mail job, as announceLike queues it (checked: an older version may have queued it). */
const likeMailJobSchema = z.object({ kind: z.enum(['like', 'match']), to: z.int().positive(), from: z.int().positive() });

/** Where links in mails lead when no request tells the address: the configured public address, or the site's domain. */
const siteOrigin = (config: Config) => config.accounts.publicUrl ?? `https://${config.site.domain}`;

/**
 * Mails a member that someone liked them, or liked them back, when that still holds: the like is
 * there (a match: both), the liker is still shown and no block came between. Only to a confirmed,
 * real member who has the `like` mails on and whose address takes mail.
 */
export async function sendLikeMail(ctx: NoticeContext, payload: unknown): Promise<void> {
  const { kind, to, from } = likeMailJobSchema.parse(payload);
  const [member, liker, likes, block] = await Promise.all([
    memberForNotice(ctx.db, to), shownMember(ctx.db, from), likesBetween(ctx.db, to, from), blockBetween(ctx.db, to, from),
  ]);
  if (!member || member.status !== 'active' || member.fictional === 1) return;
  const optOuts = JSON.parse(member.email_opt_outs) as string[];
  const disabled = JSON.parse(member.notifications_disabled) as string[];
  if (optOuts.includes('like') || disabled.length > 0) return;
  if (!liker || block || !likes.likedBy || (kind === 'match' && !likes.liked)) return;

  const origin = siteOrigin(ctx.config);
  const link = kind === 'match' ? `${origin}/members/${from}/chat` : `${origin}/likes/m/${from}`;
  await ctx.mailer.send(composeLikeMail({
    kind, to: member.email, language: member.language, name: member.name, partner: liker.name, link, settings: `${origin}/notifications`,
  }, ctx.config));
}
