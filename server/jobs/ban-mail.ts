import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendBanMail } from '../domain/staff/bans';
import type { JobKind } from './job-kind';

const payload = z.object({ userId: rowIdSchema, at: z.string() });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'ban-mail': typeof payload;
  }
}

/** Tells a banned member why, in their language; nothing when the ban was lifted or renewed first. */
export const banMail: JobKind<'ban-mail'> = {
  kind: 'ban-mail',
  payload,
  run: (deps, ban, { now }) => sendBanMail(deps, ban, now),
};
