import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '../../common/constants';
import type { Config } from '../config/config';
import { cookieSecure } from './session-cookie';

/**
 * A random id of the browser that signs up, so signups can be counted per device as well as per
 * network address (docs/decisions.md, Signup limits): many people share one mobile network's address.
 * It says nothing about the person and is only read by the signup.
 */
export function deviceId(config: Config, request: FastifyRequest, reply: FastifyReply): string {
  const given = request.cookies[DEVICE_COOKIE.name];
  if (given && /^[\w-]{22}$/.test(given)) return given;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE.name, id, {
    maxAge: DEVICE_COOKIE.maxAgeDays * 24 * 3600, path: '/api/signup.php', httpOnly: true, sameSite: 'lax', secure: cookieSecure(config, request),
  });
  return id;
}
