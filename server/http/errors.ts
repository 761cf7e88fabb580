import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { z as zm } from 'zod/mini';
import type { ErrorResponse } from '../../common/api/errors';
import { ProblemError } from '../domain/problems';

/** Errors the client may show: a status, a stable code and a message a person can read. */
export class HttpError extends Error {
  /** A 403 that tells the client the session is gone, so it logs out without a message (spec §4). */
  authenticationRequired = false;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Values the client needs to word the message in its own language, e.g. { minutes }. */
    readonly params?: Record<string, number | string>,
  ) {
    super(message);
  }
}

// The shared schemas use zod/mini, which ships no messages; the server speaks English to people.
z.config(z.locales.en());

/** Parses request input with a zod schema; bad input is a 400 that names the first problem. */
export function parseInput<S extends zm.ZodMiniType>(schema: S, value: unknown): zm.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input'}`);
}

/** Every error answers JSON with a message, never a stack (spec §8's generic text for the unexpected). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = error instanceof HttpError || error instanceof ProblemError;
    const status = known ? error.statusCode : (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const body: ErrorResponse =
      status >= 500
        ? { error: 'internal', message: 'An error occured, please try again later.' }
        : {
            error: known ? error.code : 'bad_request',
            message: (error as Error).message,
            ...(known && error.params ? { params: error.params } : {}),
            ...(error instanceof HttpError && error.authenticationRequired ? { authentication_required: true } : {}),
          };
    return reply.status(status).send(body);
  });
}

export function authenticationRequired(): HttpError {
  const error = new HttpError(403, 'authentication_required', 'Please log in to continue.');
  error.authenticationRequired = true;
  return error;
}

export function apiNotFound(): ErrorResponse {
  return { error: 'not_found', message: 'This page could not be found' };
}
