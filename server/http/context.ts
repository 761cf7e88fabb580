import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { AccountContext } from '../domain/accounts/context';
import { ProblemError } from '../domain/problems';
import { sessionOf, sessionUser, storedSessionOf } from '../domain/accounts/sessions';
import type { Deps } from '../domain/deps';
import { authenticationRequired, UNREACHABLE_RETRY_SECONDS } from './errors';
import { readSessionToken } from './session-cookie';

/** The member of the request's session, or undefined. */
export async function sessionUserId(deps: Deps, request: FastifyRequest): Promise<number | undefined> {
  const token = readSessionToken(request);
  return token ? sessionUser(deps.db, token, deps.now()) : undefined;
}

/** The member of the request's session as the database has it now, past the process's copy (kept-copies.ts). */
export async function storedSessionUserId(deps: Deps, request: FastifyRequest): Promise<number | undefined> {
  const token = readSessionToken(request);
  return token ? (await storedSessionOf(deps.db, token, deps.now()))?.userId : undefined;
}

/** The member of the session; without one, the 403 that logs the client out silently. */
export async function requireUserId(deps: Deps, request: FastifyRequest): Promise<number> {
  const userId = await sessionUserId(deps, request);
  if (userId === undefined) throw authenticationRequired();
  return userId;
}

/** The request's live session (its id and member); without one, the 403 that logs the client out silently. */
export async function requireSession(deps: Deps, request: FastifyRequest): Promise<{ id: number; userId: number }> {
  const token = readSessionToken(request);
  const session = token ? await sessionOf(deps.db, token, deps.now()) : undefined;
  if (!session) throw authenticationRequired();
  return session;
}

type LimitedCall = keyof NonNullable<Config['rateLimits']>;

/**
 * The calls refused while their limit cannot be counted (Redis is away): signups, texts that cost
 * money and codes that can be guessed are what scripts are after. The others go ahead, since a
 * member's like or message must not fail for the limiter's sake, and their own rules (credits, daily
 * counts in the database) still hold. Logins are not here: their lockout is in the database.
 */
const REFUSED_UNCOUNTED: ReadonlySet<LimitedCall> = new Set(['signup', 'signupDevice', 'sms', 'discountCode']);

/** Refuses a call beyond its limit (config.rateLimits) with a 429 that says when to come back. */
export async function limitRate(deps: Deps, call: LimitedCall, subject: string | number): Promise<void> {
  const limit = deps.config.rateLimits?.[call];
  if (!limit) return;
  let seconds: number;
  try {
    seconds = await deps.limiter.hit(`${call}:${subject}`, limit, deps.now());
  } catch (err) {
    deps.log.warn({ err, call }, 'rate limit not counted');
    if (REFUSED_UNCOUNTED.has(call)) throw new ProblemError('service_unavailable', { seconds: UNREACHABLE_RETRY_SECONDS });
    return;
  }
  if (seconds > 0) throw new ProblemError('rate_limited', { seconds });
}

export function accountContext(deps: Deps, request: FastifyRequest): AccountContext {
  return {
    db: deps.db,
    bus: deps.bus,
    config: deps.config,
    mailer: deps.mailer,
    now: deps.now(),
    origin: linkOrigin(deps.config, request),
    log: request.log,
  };
}

/**
 * Where links in mails and payment addresses point: PUBLIC_URL, which production requires. Without
 * it (development) the request's own host when it is one of our domains or this machine, else the
 * address the server listens on: a forged Host would send a victim's reset token to someone else's
 * site. The Host itself is plain by then (hostGuard refused any other).
 */
export function linkOrigin(config: Config, request: FastifyRequest): string {
  if (config.accounts.publicUrl) return config.accounts.publicUrl;
  const host = request.hostname;
  const ours = host === config.site.domain || Object.values(config.site.localeDomains).includes(host);
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return ours || local ? `${request.protocol}://${request.host}` : config.accounts.origin;
}
