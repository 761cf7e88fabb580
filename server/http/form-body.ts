import type { FastifyInstance } from 'fastify';

/** Reads form-encoded bodies (a provider's webhook, the sandbox checkout's form) as plain objects, in the scope it is added to. */
export function formBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
