import type { FastifyInstance } from 'fastify';
import {
  emailChangeRequestSchema, inviteQuerySchema, noInputSchema, passwordChangeSchema, profileUpdateSchema, resetPasswordSchema,
  resetRequestSchema, signupRequestSchema, tokenSchema,
} from '../../common/api/account';
import type { UserResponse } from '../../common/api/user';
import {
  activate, changePassword, confirmEmailChange, reactivateByLink, requestEmailChange, requestPasswordReset,
  resendActivation, resetPassword,
} from '../domain/accounts/actions';
import { inviteUsable } from '../domain/accounts/invites';
import { updateProfile } from '../domain/profiles/profile-update';
import { signUp } from '../domain/accounts/signup';
import { currentUser } from '../domain/accounts/user';
import { accountContext, limitRate, requireUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';
import { deviceId } from './device-cookie';
import { setSessionCookie } from './session-cookie';

const OK = { ok: true } as const;

/** Signup, the mailed links, password and e-mail changes, and the complete-signup steps. */
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const userAnswer = async (userId: number): Promise<UserResponse> => ({ user: await currentUser(deps.db, deps.config, userId, deps.now()) });

  app.post('/api/signup.php', async (request, reply) => {
    const input = parseInput(signupRequestSchema, request.body);
    await limitRate(deps, 'signupDevice', deviceId(deps.config, request, reply));
    await limitRate(deps, 'signup', request.ip);
    const { userId, token } = await signUp(accountContext(deps, request), input);
    setSessionCookie(deps.config, request, reply, token);
    return reply.status(201).header('cache-control', 'no-store').send(await userAnswer(userId));
  });

  app.get('/api/invite.php', async (request) => ({
    valid: await inviteUsable(deps.db, parseInput(inviteQuerySchema, request.query).code),
  }));

  // Links in mails are plain GETs that land on a page saying how it went (docs/product/states.md#email-confirmation); only the token
  // matters, and a mangled one (twice, cut off) is a link that did not work.
  const linkToken = (query: unknown) => {
    const { token } = query as { token?: unknown };
    return typeof token === 'string' ? token : '';
  };
  app.get('/api/activate.php', async (request, reply) => {
    const done = await activate(accountContext(deps, request), linkToken(request.query));
    return reply.redirect(done ? '/activate/done' : '/activate/error', 303);
  });

  app.get('/api/reactivate.php', async (request, reply) => {
    const done = await reactivateByLink(accountContext(deps, request), linkToken(request.query));
    return reply.redirect(`/login?reactivated=${done ? 'yes' : 'no'}`, 303);
  });

  app.post('/api/activation-mail.php', async (request) => {
    const userId = await requireUserId(deps, request);
    // No body is no input; a body of null is bad input.
    parseInput(noInputSchema, request.body === undefined ? {} : request.body);
    await resendActivation(accountContext(deps, request), userId);
    return OK;
  });

  app.post('/api/password-reset.php', async (request) => {
    await requestPasswordReset(accountContext(deps, request), parseInput(resetRequestSchema, request.body).email);
    return OK;
  });

  app.put('/api/password-reset.php', async (request) => {
    const { token, password, password_repeat: repeat } = parseInput(resetPasswordSchema, request.body);
    await resetPassword(accountContext(deps, request), token, password, repeat);
    return OK;
  });

  app.post('/api/password.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const input = parseInput(passwordChangeSchema, request.body);
    const token = await changePassword(accountContext(deps, request), userId, input.old_password, input.password, input.password_repeat);
    setSessionCookie(deps.config, request, reply, token);
    return reply.header('cache-control', 'no-store').send(await userAnswer(userId));
  });

  app.post('/api/email-change.php', async (request) => {
    const userId = await requireUserId(deps, request);
    const { email, password } = parseInput(emailChangeRequestSchema, request.body);
    await requestEmailChange(accountContext(deps, request), userId, email, password);
    return OK;
  });

  app.put('/api/email-change.php', async (request) => {
    await confirmEmailChange(accountContext(deps, request), parseInput(tokenSchema, request.body).token);
    return OK;
  });

  app.put('/api/profile.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await updateProfile(deps.db, deps.config, userId, parseInput(profileUpdateSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send(await userAnswer(userId));
  });
}
