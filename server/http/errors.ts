import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { z as zm } from 'zod/mini';
import type { ErrorResponse } from '../../common/api/errors';
import { problemMessage, type ProblemParams } from '../../common/problems';
import { isUnreachable } from './unreachable';
import { ProblemError, type ProblemCode } from '../domain/problems';

// The shared schemas use zod/mini, which ships no messages; the server speaks English to people.
z.config(z.locales.en());

/**
 * Parses request input with a zod schema; bad input is a 400 that names the first problem. No text
 * the schema lets through may hold U+0000 (a schema that cleans a text, as signup tracking's, takes
 * it out first): none is ever meant, and PostgreSQL refuses it in every text, also in a lookup.
 */
export function parseInput<S extends zm.ZodMiniType>(schema: S, value: unknown): zm.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    const nul = fieldWithNul(result.data);
    if (nul !== null) throw new ProblemError('invalid_characters', { field: nul });
    return result.data;
  }
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ProblemError('invalid_input', {}, `${where}${issue?.message ?? problemMessage('invalid_input')}`);
}

/** The first field (its path, '' for the input itself) whose text or name holds U+0000; null when none does. */
function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return field;
    const found = fieldWithNul(item, field);
    if (found !== null) return found;
  }
  return null;
}

/** How soon a client may ask again when the database (or Redis) could not be reached. */
export const UNREACHABLE_RETRY_SECONDS = 2;

/** Every error answers JSON with a message, never a stack (the generic text for the unexpected of docs/product/errors.md#general-errors). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (isUnreachable(error)) {
      // Not the request's fault, nor for long: PostgreSQL restarting. The pool reconnects by itself.
      request.log.warn({ err: error, route: request.routeOptions.url }, 'A server we depend on cannot be reached.');
      return reply.status(503).header('retry-after', String(UNREACHABLE_RETRY_SECONDS)).send(problemAnswer('service_unavailable'));
    }
    const status = error instanceof ProblemError ? error.statusCode : (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error, route: request.routeOptions.url });
    if (error instanceof ProblemError && (status === 429 || status === 409 || status === 503) && retryAfter(error.params) !== null) {
      reply.header('retry-after', String(retryAfter(error.params)));
    }
    // A problem of ours says what it is even at 5xx (a payment provider down); anything else is only 'internal'.
    const body =
      error instanceof ProblemError ? problemAnswer(error.code, error.params, error.message)
      : status >= 500 ? problemAnswer('internal')
      // Fastify's own refusals (unreadable JSON, a body too large …) keep their status and message.
      : problemAnswer('bad_request', {}, (error as Error).message);
    return reply.status(status).send(body);
  });
}

/** A limit, or a write still under way, says when to come back, in the header clients and proxies read too. */
function retryAfter(params: ProblemParams): number | null {
  if (typeof params.seconds === 'number') return params.seconds;
  if (typeof params.minutes === 'number') return params.minutes * 60;
  return null;
}

/** The 403 that tells the client the session is gone, so it logs out without a message (docs/product/states.md#session-ended). */
export function authenticationRequired(): ProblemError {
  return new ProblemError('authentication_required');
}

export function apiNotFound(): ErrorResponse {
  return problemAnswer('not_found');
}

function problemAnswer(code: ProblemCode, params: ProblemParams = {}, message = problemMessage(code, params)): ErrorResponse {
  return {
    error: code,
    message,
    ...(Object.keys(params).length ? { params } : {}),
    ...(code === 'authentication_required' ? { authentication_required: true } : {}),
  };
}
