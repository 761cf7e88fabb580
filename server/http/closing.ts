import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer ends its connection ("Connection: close"). The requests
 * in flight at the close are answered, and their connections would otherwise stay open, idle, for
 * the keep-alive timeout (5 s) before the process may end; closed at once, the client's next request
 * goes to another process.
 */
export function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
