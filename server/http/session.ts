import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountSettingsSchema, deleteAccountSchema, reactivateSchema } from '../../common/api/account';
import { loginRequestSchema, type UserResponse } from '../../common/api/user';
import { updateUser } from '../db/accounts';
import { deleteAccount, reactivateById } from '../domain/account-actions';
import { logIn, type LoginResult } from '../domain/login';
import { ProblemError } from '../domain/problems';
import { endSession, startSession } from '../domain/sessions';
import { currentUser } from '../domain/users';
import { accountContext, requireUserId, sessionUserId, type Deps } from './context';
import { HttpError, parseInput } from './errors';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/**
 * Login (POST /api/user.php), the current member (GET), account settings (PUT), deletion (DELETE),
 * reactivation while deletion is pending (POST /api/reactivate.php) and logout (GET /api/logout.php).
 */
export function sessionRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const answer = async (reply: FastifyReply, userId: number | undefined) => {
    const body: UserResponse = { user: userId === undefined ? null : await currentUser(db, config, userId, deps.now()) };
    return reply.header('cache-control', 'no-store').send(body);
  };
  const checkedLogin = async (request: FastifyRequest, input: { email: string; password: string }): Promise<Extract<LoginResult, { userId: number }>> => {
    const result = await logIn(db, { ...input, ip: request.ip }, deps.now());
    if (result.outcome === 'blocked') {
      throw new HttpError(429, 'login_blocked', `Too many incorrect attempts, account blocked for ${result.minutes} min.`, { minutes: result.minutes });
    }
    if (result.outcome === 'failed') throw new HttpError(401, 'login_failed', 'Login failed, please try again');
    return result;
  };
  const logInAs = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    setSessionCookie(request, reply, await startSession(db, userId, deps.now()));
    return answer(reply, userId);
  };

  app.get('/api/user.php', async (request, reply) => answer(reply, await sessionUserId(deps, request)));

  app.post('/api/user.php', async (request, reply) => {
    const result = await checkedLogin(request, parseInput(loginRequestSchema, request.body));
    if (result.outcome === 'pending_deletion') throw new ProblemError('account_pending_deletion', { until: result.until });
    return logInAs(request, reply, result.userId);
  });

  app.put('/api/user.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { language, invisible, email_opt_outs: optOuts } = parseInput(accountSettingsSchema, request.body);
    const changes = {
      ...(language ? { language } : {}),
      ...(invisible !== undefined ? { invisible: invisible ? (1 as const) : (0 as const) } : {}),
      ...(optOuts ? { email_opt_outs: JSON.stringify([...new Set(optOuts)]) } : {}),
    };
    if (Object.keys(changes).length) await updateUser(db, userId, changes);
    return answer(reply, userId);
  });

  app.delete('/api/user.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { password } = parseInput(deleteAccountSchema, request.body);
    await deleteAccount(accountContext(deps, request), userId, password);
    clearSessionCookie(request, reply);
    return answer(reply, undefined);
  });

  app.post('/api/reactivate.php', async (request, reply) => {
    const result = await checkedLogin(request, parseInput(reactivateSchema, request.body));
    if (result.outcome === 'pending_deletion') await reactivateById(accountContext(deps, request), result.userId);
    return logInAs(request, reply, result.userId);
  });

  app.get('/api/logout.php', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookie(request, reply);
    return answer(reply, undefined);
  });
}
