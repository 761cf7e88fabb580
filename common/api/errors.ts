import { z } from 'zod/mini';

/** Every error answer of /api: a message a person can read, never a stack. */
export const errorResponseSchema = z.object({
  /** A code of common/problems.ts; a string, so a client older than a new code still reads the answer. */
  error: z.string(),
  message: z.string(),
  /** Values for the client's own wording of the message, e.g. { minutes } of a login block. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Set on a 403 when the session is gone: the client logs out without a message (docs/product/states.md#session-ended). */
  authentication_required: z.optional(z.boolean()),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Header that marks a call from our own client (docs/product/calls.md#how-the-app-calls-the-server). */
export const CLIENT_HEADER = { name: 'X-Request-Type', value: 'client' } as const;
