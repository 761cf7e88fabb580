import { createHash } from 'node:crypto';
import { z } from 'zod/mini';
import { GENDERS } from '../../../common/enums';
import { withoutUnsafeCharacters } from '../../../common/rules/text';
import type { FetchPublic } from '../../adapters/outbound-fetch';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { replaceResellCards, resellPhotoSources, type ResellCardImport } from '../../db/resell-cards';
import { PHOTO_SIZES } from '../profiles/photo-sizes';
import { openPhoto, WEBP_QUALITY } from '../profiles/photo-upload';

/**
 * The partner's feed of cam/resell cards (docs/how-to.md, "Partner cards"): JSON at
 * RESELL_FEED_URL, read at start and every 15 minutes while member_resell is on. Each card's photo
 * is fetched once, checked as a member's upload is, and kept re-encoded as WebP: browsers get it
 * from us, so showing a card tells the partner nothing about the viewer. A profile the feed gets
 * wrong is left out, not the whole feed; a feed that cannot be read leaves the stored cards as they are.
 * The feed names the addresses we fetch, so they are fetched only on the public internet (or at the
 * private address:port pairs of RESELL_FEED_ALLOW_PRIVATE), and its names are cleaned as members' are.
 */

export const RESELL_FEED_INTERVAL_MS = 15 * 60_000;
/** More than any search shows; a feed beyond it is cut, in its own order. */
const MAX_CARDS = 500;
const FEED_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
/** Photos fetched at once: a partner's server should not see a burst of hundreds. */
const PHOTO_FETCHES = 4;

const address = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));
/** Text the cards show, without what no member's name may hold (a right-to-left override that makes a name read as another). */
const shownText = (maxLength: number) =>
  z.string().check(z.overwrite(withoutUnsafeCharacters), z.trim(), z.minLength(1), z.maxLength(maxLength));

const feedSchema = z.object({
  partner: shownText(60),
  profiles: z.array(z.unknown()),
});

const profileSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  name: shownText(40),
  age: z.int().check(z.maximum(99)),
  gender: z.enum(GENDERS),
  /** The photo's address; relative to the feed's own. */
  photo: address,
  /** The profile on the partner's site, with the operator's affiliate code. */
  url: address,
});
type FeedProfile = z.infer<typeof profileSchema>;

export interface FeedResult {
  cards: number;
  /** Profiles left out: malformed, under the site's minimum age, a repeated id, or a photo that could not be used. */
  skipped: number;
}

export async function importResellFeed(db: Db, fetchPublic: FetchPublic, config: Config, now: Date): Promise<FeedResult> {
  const feedUrl = config.rules.resellFeedUrl;
  if (!config.rules.memberResell || !feedUrl) return { cards: 0, skipped: 0 };
  const feedBytes = await fetchPublic(feedUrl, { maxBytes: FEED_MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS });
  const feed = feedSchema.parse(JSON.parse(feedBytes.toString('utf8')));

  const profiles = usableProfiles(feed.profiles, feedUrl, config.rules.minAge);
  const stored = await resellPhotoSources(db);
  const cards: ResellCardImport[] = [];
  for (let i = 0; i < profiles.length; i += PHOTO_FETCHES) {
    const slice = profiles.slice(i, i + PHOTO_FETCHES);
    const imported = await Promise.all(slice.map(async (profile, j): Promise<ResellCardImport | null> => {
      const card = {
        id: profile.id, position: i + j, partner: feed.partner, name: profile.name, age: profile.age, gender: profile.gender,
        url: profile.url, photo_source: profile.photo, updated_at: now.toISOString(),
      };
      const storedSource = stored.get(profile.id);
      if (storedSource === profile.photo) return card;
      const photo = await cardPhoto(fetchPublic, profile.photo);
      if (photo) return { ...card, photo };
      // A photo that changed but cannot be fetched now: the card keeps its old one, and the next read tries again.
      return storedSource === undefined ? null : { ...card, photo_source: storedSource };
    }));
    cards.push(...imported.filter((card) => card !== null));
  }
  await replaceResellCards(db, cards);
  return { cards: cards.length, skipped: feed.profiles.length - cards.length };
}

/** The well-formed profiles of age, once each, in the feed's order, with absolute addresses. */
function usableProfiles(entries: unknown[], feedUrl: string, minAge: number): FeedProfile[] {
  const seen = new Set<string>();
  const profiles: FeedProfile[] = [];
  for (const entry of entries) {
    const parsed = profileSchema.safeParse(entry);
    if (!parsed.success || parsed.data.age < minAge || seen.has(parsed.data.id)) continue;
    const photo = webAddress(parsed.data.photo, feedUrl);
    const url = webAddress(parsed.data.url, feedUrl);
    if (!photo || !url) continue;
    seen.add(parsed.data.id);
    profiles.push({ ...parsed.data, photo, url });
    if (profiles.length === MAX_CARDS) break;
  }
  return profiles;
}

/** An http(s) address, resolved against the feed's; null for any other kind (javascript:, data:, file:). */
function webAddress(value: string, base: string): string | null {
  if (!URL.canParse(value, base)) return null;
  const url = new URL(value, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

async function cardPhoto(fetchPublic: FetchPublic, source: string): Promise<{ bytes: Buffer; hash: string } | null> {
  try {
    const image = await openPhoto(await fetchPublic(source, { maxBytes: PHOTO_MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS }));
    const px = PHOTO_SIZES.card;
    const bytes = await image.resize(px, px, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer();
    return { bytes, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32) };
  } catch {
    return null;
  }
}
