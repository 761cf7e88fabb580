import { z } from 'zod';
import { importResellFeed, RESELL_FEED_INTERVAL_MS } from '../domain/search/resell-feed';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'resell-feed': typeof payload;
  }
}

/** Reads the partner's feed of cam/resell cards, where the site shows them. */
export const resellFeed: JobKind<'resell-feed'> = {
  kind: 'resell-feed',
  payload,
  every: { periodMs: RESELL_FEED_INTERVAL_MS, when: ({ rules }) => Boolean(rules.memberResell && rules.resellFeedUrl) },
  run: async ({ db, config, fetchPublic, log }, _payload, { now }) => {
    const { cards, skipped } = await importResellFeed(db, fetchPublic, config, now);
    log.info({ cards, skipped }, 'read the partner feed of cam/resell cards');
  },
};
