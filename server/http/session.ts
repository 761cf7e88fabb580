import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountSettingsSchema, deleteAccountSchema, reactivateSchema } from '../../common/api/account';
import { loginRequestSchema, type User, type UserResponse } from '../../common/api/user';
import { deleteAccount } from '../domain/accounts/actions';
import { saveAccountSettings } from '../domain/accounts/settings';
import { logInWithPassword, reactivateAndLogIn, type LoggedIn } from '../domain/accounts/login';
import { endSession } from '../domain/accounts/sessions';
import { currentUser } from '../domain/accounts/user';
import { accountContext, requireUserId, sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';
import { pushSubscribe } from './notifications';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/** The member of the request's session, or null; a cookie naming no session (expired, ended elsewhere, mangled) goes, so it is not sent again. */
export async function requestUser(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  const userId = await sessionUserId(deps, request);
  if (userId === undefined) {
    if (readSessionToken(request) !== null) clearSessionCookie(deps.config, request, reply);
    return null;
  }
  return currentUser(deps.db, deps.config, userId, deps.now());
}

/**
 * Login (POST /api/user.php; with ?push=1 a push subscription), the current member (GET), account settings (PUT), deletion (DELETE),
 * reactivation while deletion is pending (POST /api/reactivate.php) and logout (GET /api/logout.php).
 */
export function sessionRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const answer = async (reply: FastifyReply, userId: number | undefined) => {
    const body: UserResponse = { user: userId === undefined ? null : await currentUser(db, config, userId, deps.now()) };
    return reply.header('cache-control', 'no-store').send(body);
  };
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, { userId, token }: LoggedIn) => {
    setSessionCookie(deps.config, request, reply, token);
    return answer(reply, userId);
  };

  app.get('/api/user.php', async (request, reply) => {
    const body: UserResponse = { user: await requestUser(deps, request, reply) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post('/api/user.php', async (request, reply) => {
    // The same path attaches a device's push subscription (docs/product/calls.md#notifications).
    if ((request.query as Record<string, unknown>).push === '1') return reply.header('cache-control', 'no-store').send(await pushSubscribe(deps, request));
    const input = parseInput(loginRequestSchema, request.body);
    return loggedIn(request, reply, await logInWithPassword(db, { ...input, ip: request.ip }, deps.now()));
  });

  app.put('/api/user.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await saveAccountSettings(db, userId, parseInput(accountSettingsSchema, request.body));
    return answer(reply, userId);
  });

  app.delete('/api/user.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { password } = parseInput(deleteAccountSchema, request.body);
    await deleteAccount(accountContext(deps, request), userId, password);
    clearSessionCookie(deps.config, request, reply);
    return answer(forgetCachedFiles(reply), undefined);
  });

  app.post('/api/reactivate.php', async (request, reply) => {
    const input = parseInput(reactivateSchema, request.body);
    return loggedIn(request, reply, await reactivateAndLogIn(accountContext(deps, request), { ...input, ip: request.ip }));
  });

  app.get('/api/logout.php', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await endSession(deps, token);
    clearSessionCookie(deps.config, request, reply);
    return answer(forgetCachedFiles(reply), undefined);
  });
}

/**
 * After logout the next person at this device must not find the member's photos in the browser's
 * HTTP cache (the client forgets its own stores; the service worker's precache is untouched).
 */
function forgetCachedFiles(reply: FastifyReply): FastifyReply {
  return reply.header('clear-site-data', '"cache"');
}
