import type { FastifyInstance } from 'fastify';
import type { UserResponse } from '../../common/api/user';

/**
 * GET /api/user.php: the current member; GET /api/logout.php ends the session.
 * Sessions arrive with the accounts issue (login); until then nobody is logged in.
 */
export function sessionRoutes(app: FastifyInstance): void {
  const loggedOut: UserResponse = { user: null };
  app.get('/api/user.php', async (_request, reply) => reply.header('cache-control', 'no-store').send(loggedOut));
  app.get('/api/logout.php', async (_request, reply) => reply.header('cache-control', 'no-store').send(loggedOut));
}
