import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { buildExport } from '../domain/data-requests/exports';
import type { JobKind } from './job-kind';

const payload = z.object({ id: rowIdSchema });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'data-export': typeof payload;
  }
}

/** Builds a member's data archive and mails them its link; a retry goes on where the last attempt stopped. */
export const dataExport: JobKind<'data-export'> = {
  kind: 'data-export',
  payload,
  run: (deps, request, { now }) => buildExport(deps, request, now),
};
