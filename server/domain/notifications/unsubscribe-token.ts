import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_PREFERENCE, type NoticeMailKind } from '../../../common/rules/notices';
import { dataSecret } from '../../adapters/data-secret';

/**
 * The token of a mail's unsubscribe links (List-Unsubscribe and the footer): who and which kind of
 * mail, signed, so the one-click POST needs no login and nobody can unsubscribe someone else.
 * `<member id>.<kind>.<signature>`; it does not expire, as a link in an old mail must still work.
 */

const sign = (dataDir: string, body: string) => createHmac('sha256', dataSecret(dataDir, 'unsubscribe')).update(body).digest().subarray(0, 16);

export function unsubscribeToken(dataDir: string, userId: number, kind: NoticeMailKind): string {
  const body = `${userId}.${kind}`;
  return `${body}.${sign(dataDir, body).toString('base64url')}`;
}

/** The member and mail kind of a token, or null when it is not one of ours. */
export function readUnsubscribeToken(dataDir: string, token: string): { userId: number; kind: NoticeMailKind } | null {
  const match = /^(\d{1,12})\.([a-z_]{1,30})\.([\w-]{22})$/.exec(token);
  if (!match || !Object.hasOwn(MAIL_PREFERENCE, match[2]!)) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = sign(dataDir, `${match[1]}.${match[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(match[1]), kind: match[2] as NoticeMailKind };
}
