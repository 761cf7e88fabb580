import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import {
  accountOf, blocksBy, complaintsBy, interestsOf, ledgerOf, likesGivenBy, likesReceivedBy, messagesOf, paymentsOf, photosOf, profileOf,
  pushSubscriptionsOf, sessionsOf, swipesOf, trackingOf,
} from '../../db/member-data';
import { photoFileName } from '../profiles/photo-sizes';

/**
 * A member's data archive (GDPR art. 15 and 20; docs/api.md, Data requests): one ZIP with
 * `data.json`, everything stored about them in a machine-readable form, and their photo files
 * (the largest size kept; the upload itself is never stored, only its re-encoding without metadata).
 * Built in memory with fflate's zipSync: a member's archive is a few megabytes at most (25 photos of
 * about 100 KB and their messages' texts), and photos are stored as they are, compressed already.
 */

/** What each part of data.json holds, written into the file itself so that it explains itself. */
const CONTENTS = {
  account: 'Your account: e-mail address, state, language, dates, credits balance and premium, and the account settings.',
  profile: 'Your profile as you filled it in, with your interests.',
  photos: 'Your profile photos: whether each is private, whether it was approved, and its file in this archive (folder photos).',
  messages: 'Every message of your conversations that you can see, sent and received, with the other member; a photo sent is in the folder message-photos.',
  likes: 'The likes you gave and the likes you received, with the other member.',
  swipes: 'The cards of the swipe game you liked or passed.',
  blocks: 'The members you blocked.',
  payments: 'Your payments: package, credits, amount in minor units (cents), method, discount and state, and what refunds gave back (refunded_amount, in minor units).',
  credit_ledger: 'Every change of your credits: a positive amount added, a negative one spent, with its reason.',
  notification_settings: 'Which e-mails you turned off, why mail to you may be stopped, whether pushes show previews, and the devices that receive pushes.',
  sessions: 'The logins that are still valid: when each began and when it ends.',
  tracking: 'The advertising link you came by, if any.',
  complaints: 'The complaints and reports you sent us, and our decisions.',
} as const;

const flag = (value: number | null) => (value === null ? null : value === 1);
const list = (json: string) => JSON.parse(json) as string[];

async function readFile(storage: FileStorage, name: string): Promise<Uint8Array | undefined> {
  const file = await storage.get(name);
  return file ? Buffer.concat(await file.stream.toArray()) : undefined;
}

/** The member's archive as ZIP bytes; undefined for no such member (erased meanwhile). */
export async function buildDataArchive(db: Db, storage: FileStorage, userId: number, now: Date): Promise<Uint8Array | undefined> {
  const account = await accountOf(db, userId);
  if (!account) return undefined;
  const [profile, interests, photos, messages, given, received, swipes, blocks, payments, ledger, push, sessions, tracking, complaints] = await Promise.all([
    profileOf(db, userId), interestsOf(db, userId), photosOf(db, userId), messagesOf(db, userId), likesGivenBy(db, userId),
    likesReceivedBy(db, userId), swipesOf(db, userId), blocksBy(db, userId), paymentsOf(db, userId), ledgerOf(db, userId),
    pushSubscriptionsOf(db, userId), sessionsOf(db, userId), trackingOf(db, userId), complaintsBy(db, userId),
  ]);
  const files: Zippable = {};
  const stored = { level: 0, mtime: now } as const;

  const photoEntries = [];
  for (const { file_key: key, is_private: isPrivate, ...photo } of photos) {
    const bytes = await readFile(storage, photoFileName(key, 'full'));
    const file = bytes ? `photos/${photo.id}.webp` : null;
    if (bytes) files[file!] = [bytes, stored];
    photoEntries.push({ ...photo, private: isPrivate === 1, main: profile?.main_photo_id === photo.id, file });
  }

  const messageEntries = [];
  for (const { photo_key: key, sender_id: sender, held, other_id: otherId, other_name: otherName, ...message } of messages) {
    const bytes = key ? await readFile(storage, photoFileName(key, 'full')) : undefined;
    const file = bytes ? `message-photos/${message.id}.webp` : null;
    if (bytes) files[file!] = [bytes, stored];
    messageEntries.push({ ...message, direction: sender === userId ? 'sent' : 'received', with: { member_id: otherId, name: otherName }, held: held === 1, photo_file: file });
  }

  const { email_opt_outs: optOuts, notifications_disabled: disabled, push_previews: previews, paid_user: paid, invisible, ...rest } = account;
  const data = {
    about: { made_at: now.toISOString(), member_id: userId, contents: CONTENTS },
    account: { ...rest, premium: paid === 1, invisible: invisible === 1 },
    profile: profile ? { ...profile, tattoos: flag(profile.tattoos), interests } : null,
    photos: photoEntries,
    messages: messageEntries,
    likes: { given, received },
    swipes: swipes.map((swipe) => ({ ...swipe, liked: swipe.liked === 1 })),
    blocks,
    payments,
    credit_ledger: ledger,
    notification_settings: {
      email_turned_off: list(optOuts), mail_stopped_because: list(disabled), push_previews: previews === 1,
      push_devices: push.map(({ endpoint, created_at: createdAt }) => ({ service: new URL(endpoint).host, created_at: createdAt })),
    },
    sessions,
    tracking,
    complaints,
  };
  files['data.json'] = [strToU8(JSON.stringify(data, null, 2)), { level: 6, mtime: now }];
  return zipSync(files);
}
