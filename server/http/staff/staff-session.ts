import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffCapability } from '../../../common/staff/roles';
import { staffMay } from '../../../common/staff/roles';
import { staffOfSession, type StaffAccessContext } from '../../domain/staff/access';
import { recordAudit, type StaffActor } from '../../domain/staff/audit';
import { ProblemError } from '../../domain/problems';
import type { Deps } from '../../domain/deps';
import { cookieSecure } from '../session-cookie';

/**
 * The staff session's cookie: its own name, sent only to /staff (the console and its API), never to
 * a member's page or call, and no member cookie is read here. SameSite Strict: no other site's
 * link arrives logged in. No Max-Age: the server ends it (idle time, 12 hours), and so does closing the browser.
 */
export const STAFF_COOKIE = 'staff.session';
const COOKIE_PATH = '/staff';

export const staffAccess = (deps: Deps): StaffAccessContext => ({ db: deps.db, siteName: deps.config.site.name, idleMinutes: deps.config.staff.idleMinutes });

export function readStaffToken(request: FastifyRequest): string | null {
  return request.cookies[STAFF_COOKIE] || null;
}

export function setStaffCookie(deps: Deps, request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: cookieSecure(deps.config, request) });
}

export function clearStaffCookie(deps: Deps, request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(STAFF_COOKIE, '', { maxAge: 0, path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: cookieSecure(deps.config, request) });
}

export async function requestStaff(deps: Deps, request: FastifyRequest): Promise<StaffActor | undefined> {
  const token = readStaffToken(request);
  const actor = token ? await staffOfSession(staffAccess(deps), token, deps.now()) : undefined;
  return actor && { ...actor, ip: request.ip };
}

/** The staff member of the request, allowed `capability`: 401 without a live session, 403 for a role that may not. */
export async function requireStaff(deps: Deps, request: FastifyRequest, capability?: StaffCapability): Promise<StaffActor> {
  const actor = await requestStaff(deps, request);
  if (!actor) throw new ProblemError('staff_login_required');
  if (capability && !staffMay(actor.role, capability)) {
    // A refusal is audited: a role probing past its rights is what an auditor looks for.
    const details = { capability, call: `${request.method} ${request.url.split('?')[0]}` };
    await recordAudit(deps.db, actor, { action: 'staff.refused', details }, deps.now());
    throw new ProblemError('staff_forbidden');
  }
  return actor;
}
