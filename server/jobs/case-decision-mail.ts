import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendCaseDecisionMail } from '../domain/staff/cases';
import type { JobKind } from './job-kind';

const payload = z.object({ id: rowIdSchema });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'case-decision-mail': typeof payload;
  }
}

/** Mails the reporter the decision on their case, once. */
export const caseDecisionMail: JobKind<'case-decision-mail'> = {
  kind: 'case-decision-mail',
  payload,
  run: (deps, decided, { now }) => sendCaseDecisionMail(deps, decided, now),
};
