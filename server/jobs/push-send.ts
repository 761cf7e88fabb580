import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendPushToDevice } from '../domain/notifications/push-notices';
import type { JobKind } from './job-kind';

const payload = z.object({ subscription: rowIdSchema, payload: z.string().max(3000), topic: z.string().max(32) });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'push-send': typeof payload;
  }
}

/** One push to one device; a device its push service no longer knows is removed. */
export const pushSend: JobKind<'push-send'> = {
  kind: 'push-send',
  payload,
  run: (deps, push) => sendPushToDevice(deps, push),
};
