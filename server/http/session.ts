import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageRequestSchema, loginRequestSchema, type UserResponse } from '../../common/api/user';
import type { Config } from '../config';
import { updateLanguage } from '../db/accounts';
import type { Db } from '../db/database';
import { logIn } from '../domain/login';
import { endSession, sessionUser, startSession } from '../domain/sessions';
import { currentUser } from '../domain/users';
import { authenticationRequired, HttpError, parseInput } from './errors';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/**
 * Login (POST /api/user.php), the current member (GET), the member's language (PUT) and logout
 * (GET /api/logout.php).
 */
export function sessionRoutes(app: FastifyInstance, config: Config, db: Db): void {
  const userIdOf = async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    return token ? sessionUser(db, token, new Date()) : undefined;
  };
  const userOf = async (request: FastifyRequest) => {
    const userId = await userIdOf(request);
    return userId === undefined ? null : currentUser(db, config, userId, new Date());
  };

  app.get('/api/user.php', async (request, reply) => {
    const body: UserResponse = { user: await userOf(request) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post('/api/user.php', async (request, reply) => {
    const input = parseInput(loginRequestSchema, request.body);
    const result = await logIn(db, { ...input, ip: request.ip }, new Date());
    if (result.outcome === 'blocked') {
      throw new HttpError(429, 'login_blocked', `Too many incorrect attempts, account blocked for ${result.minutes} min.`, { minutes: result.minutes });
    }
    if (result.outcome === 'failed') throw new HttpError(401, 'login_failed', 'Login failed, please try again');
    setSessionCookie(request, reply, await startSession(db, result.userId, new Date()));
    const body: UserResponse = { user: await currentUser(db, config, result.userId, new Date()) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.put('/api/user.php', async (request, reply) => {
    const userId = await userIdOf(request);
    if (userId === undefined) throw authenticationRequired();
    const { language } = parseInput(languageRequestSchema, request.body);
    await updateLanguage(db, userId, language);
    const body: UserResponse = { user: await currentUser(db, config, userId, new Date()) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get('/api/logout.php', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookie(request, reply);
    const body: UserResponse = { user: null };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
