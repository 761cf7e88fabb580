import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../common/constants';

/** The session cookie of spec §9: 'auth.' prefix, 30 days, SameSite Lax; HttpOnly, and Secure over HTTPS. */
export const SESSION_COOKIE = `${AUTH_COOKIE.prefix}session`;

export function readSessionToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(request, token, AUTH_COOKIE.maxAgeDays * 24 * 3600));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}
