import { z } from 'zod';
import { queueMailingPage } from '../domain/notifications/mailings';
import { mailingId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ id: mailingId, afterId: z.int().nonnegative() });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'mailing': typeof payload;
  }
}

/** One page of an operator's mailing: a mailing-mail job per member, and the next page as a job of this kind. */
export const mailing: JobKind<'mailing'> = {
  kind: 'mailing',
  payload,
  run: (deps, page) => queueMailingPage(deps, page),
};
