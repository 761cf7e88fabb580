import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps';

/**
 * The checks of a load balancer or an orchestrator, outside the API: GET /healthz says the process
 * lives and serves (no database asked, so a database outage does not get every process restarted);
 * GET /readyz says it should be sent requests: the database and Redis answer. A process that is
 * shutting down stops listening, and Fastify answers 503 to what still arrives on an open
 * connection (docs/deploy.md, Health checks and restarts).
 */
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get('/readyz', async (_request, reply) => {
    const services = await deps.readiness();
    const ready = services.database && services.redis !== false;
    const state = (up: boolean | null) => (up === null ? 'not used' : up ? 'up' : 'down');
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', database: state(services.database), redis: state(services.redis) });
  });
}
