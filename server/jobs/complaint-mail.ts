import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendComplaintMail } from '../domain/staff/complaint-mail';
import type { JobKind } from './job-kind';

const payload = z.object({ id: rowIdSchema });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'complaint-mail': typeof payload;
  }
}

/** Mails a complaint to the support address, once. */
export const complaintMail: JobKind<'complaint-mail'> = {
  kind: 'complaint-mail',
  payload,
  run: (deps, complaint, { now }) => sendComplaintMail(deps, complaint, now),
};
