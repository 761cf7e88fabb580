import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { MAIL_PREFERENCE, type NoticeMailKind } from '../../../common/rules/notices';
import type { Db } from '../../db/database';
import { deleteSecret, secretNames } from '../../db/secrets';
import { existingSecretKey, secretKey } from '../site/secrets';

/**
 * The token of a mail's unsubscribe links (List-Unsubscribe and the footer): who and which kind of
 * mail, sealed (AES-256-GCM), so the one-click POST needs no login, nobody can unsubscribe someone
 * else, and the link tells nobody who the member is. `<month>.<sealed>`: each month's mails are
 * sealed with that month's own key, kept LINK_MONTHS and then deleted, so the key rotates every month
 * and a link works for the life of a mail in an inbox, a year, and not for ever.
 */

/** How many months after its mail a link still works; its month's key is deleted after that. */
export const LINK_MONTHS = 12;
const PREFIX = 'unsubscribe-';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
/** Whole months from `from` to `to`, both as YYYY-MM. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export async function unsubscribeToken(db: Db, userId: number, kind: NoticeMailKind, now: Date): Promise<string> {
  const month = monthOf(now);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(db, PREFIX + month, now), iv).setAAD(Buffer.from(month));
  const sealed = Buffer.concat([iv, cipher.update(`${userId}.${kind}`, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${month}.${sealed.toString('base64url')}`;
}

/** The member and mail kind of a token, or null when it is not one of ours or its year has passed. */
export async function readUnsubscribeToken(db: Db, token: string, now: Date): Promise<{ userId: number; kind: NoticeMailKind } | null> {
  const match = /^(\d{4}-\d{2})\.([\w-]{40,90})$/.exec(token);
  if (!match) return null;
  const [, month, body] = match as unknown as [string, string, string];
  const age = monthsBetween(month, monthOf(now));
  if (age < 0 || age > LINK_MONTHS) return null;
  // Reading never makes a key: a month without one sealed no token.
  const key = await existingSecretKey(db, PREFIX + month);
  if (!key) return null;
  const sealed = Buffer.from(body, 'base64url');
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(month));
    decipher.setAuthTag(sealed.subarray(-TAG_BYTES));
    text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, -TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
  const [, id, kind] = /^(\d{1,12})\.([a-z_]{1,30})$/.exec(text) ?? [];
  if (!id || !kind || !Object.hasOwn(MAIL_PREFERENCE, kind)) return null;
  return { userId: Number(id), kind: kind as NoticeMailKind };
}

/** Deletes the keys whose links have all expired; the hourly purge runs it. Returns how many. */
export async function retireUnsubscribeKeys(db: Db, now: Date): Promise<number> {
  // The one unrotated key of before (`unsubscribe`) goes too.
  const expired = (await secretNames(db, 'unsubscribe')).filter((name) => {
    const month = name.slice(PREFIX.length);
    return !name.startsWith(PREFIX) || !/^\d{4}-\d{2}$/.test(month) || monthsBetween(month, monthOf(now)) > LINK_MONTHS;
  });
  for (const name of expired) await deleteSecret(db, name);
  return expired.length;
}
