import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../common/constants';
import type { Config } from '../config/config';

/** The session cookie of docs/product/limits.md#cookies: 'auth.' prefix, 30 days, SameSite Lax; HttpOnly, and Secure over HTTPS. */
export const SESSION_COOKIE = `${AUTH_COOKIE.prefix}session`;

/**
 * The token of the request's session cookie (read by @fastify/cookie, which leaves a value that does
 * not decode as it is: then it is simply a token no session has).
 */
export function readSessionToken(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] || null;
}

/**
 * Secure when members reach us over HTTPS: the configured public address says so, since behind a
 * TLS proxy the request itself arrives over http. Without one, the request's own protocol decides.
 */
export function cookieSecure(config: Config, request: FastifyRequest): boolean {
  return config.accounts.publicUrl ? config.accounts.publicUrl.startsWith('https:') : request.protocol === 'https';
}

export function setSessionCookie(config: Config, request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    maxAge: AUTH_COOKIE.maxAgeDays * 24 * 3600, path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure(config, request),
  });
}

export function clearSessionCookie(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE, '', { maxAge: 0, path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure(config, request) });
}
