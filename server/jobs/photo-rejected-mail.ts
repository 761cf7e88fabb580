import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendPhotoRejectedMail } from '../domain/staff/photo-moderation';
import type { JobKind } from './job-kind';

const payload = z.object({ photoId: rowIdSchema });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'photo-rejected-mail': typeof payload;
  }
}

/** Tells a member their photo was rejected, and why, in their language. */
export const photoRejectedMail: JobKind<'photo-rejected-mail'> = {
  kind: 'photo-rejected-mail',
  payload,
  run: (deps, photo, { now }) => sendPhotoRejectedMail(deps, photo, now),
};
