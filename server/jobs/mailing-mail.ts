import { z } from 'zod';
import { sendMailingMail } from '../domain/notifications/mailings';
import { mailingId, memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ id: mailingId, to: memberId });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'mailing-mail': typeof payload;
  }
}

/** An operator's mailing to one member, in their language, when their choices take it. */
export const mailingMail: JobKind<'mailing-mail'> = {
  kind: 'mailing-mail',
  payload,
  run: (deps, mail, { now }) => sendMailingMail(deps, mail, now),
};
