import { z } from 'zod';
import { sweepOrphanPhotoFiles } from '../domain/profiles/photo-sweep';
import { DAY_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'sweep-photos': typeof payload;
  }
}

/** Removes photo files that uploads cut off by a stop left behind (past the sweep's hour of grace). */
export const sweepPhotos: JobKind<'sweep-photos'> = {
  kind: 'sweep-photos',
  payload,
  // Once a day, however many processes start or restart in it; a new site's first sweep runs at once.
  every: { periodMs: DAY_MS },
  run: async ({ db, storage, log }, _payload, { now }) => {
    const removed = await sweepOrphanPhotoFiles(db, storage, now);
    if (removed) log.info({ removed }, 'removed photo files left by unfinished uploads');
  },
};
