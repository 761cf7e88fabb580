import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendTextRejectedMail } from '../domain/staff/text-moderation';
import type { JobKind } from './job-kind';

const payload = z.object({ id: rowIdSchema });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'text-rejected-mail': typeof payload;
  }
}

/** Tells a member a profile text was rejected, and why, in their language. */
export const textRejectedMail: JobKind<'text-rejected-mail'> = {
  kind: 'text-rejected-mail',
  payload,
  run: (deps, text, { now }) => sendTextRejectedMail(deps, text, now),
};
