import { z } from 'zod';
import { sendMessageMail } from '../domain/notifications/activity-mails';
import { memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ to: memberId });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'message-mail': typeof payload;
  }
}

/** Mails a member the messages that came since they last heard of them, unless they are in the app. */
export const messageMail: JobKind<'message-mail'> = {
  kind: 'message-mail',
  payload,
  run: (deps, member, { now }) => sendMessageMail(deps, member, now),
};
