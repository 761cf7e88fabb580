import { randomBytes, scryptSync } from 'node:crypto';
import type { SignupRequest } from '../../../common/api/account';
import type { TestServer } from './test-server';

/** Shared steps of the account tests: a valid signup, the session cookie, the token of a mailed link. */

export const PASSWORD = 'a long and unusual passphrase';

let counter = 0;
export function signupInput(overrides: Partial<SignupRequest> = {}): SignupRequest {
  counter += 1;
  return {
    email: `member${counter}-${Date.now()}@example.org`, name: `Member ${counter}`, password: PASSWORD, date_of_birth: '1990-06-15',
    gender: 'female', seeking: 'male', language: 'nl', country: 'NL', ...overrides,
  };
}

/** The cookies an answer sets, each as `name=value`. */
export const cookiesOf = (response: { headers: Record<string, unknown> }) => [response.headers['set-cookie'] ?? []].flat().map((cookie) => String(cookie).split(';')[0]!);

/** The session cookie an answer sets, as `auth.session=…` (a signup sets the device's too). */
export const cookieOf = (response: { headers: Record<string, unknown> }) => cookiesOf(response).find((cookie) => cookie.startsWith('auth.session='))!;

export const signUp = (server: TestServer, input: SignupRequest, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/signup.php', payload: input, headers });

export const me = async (server: TestServer, cookie: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json<{ user: { status: string } | null }>().user;

export const logIn = (server: TestServer, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });

/** The token of the newest mail of a kind sent to an address. */
export function mailedToken(server: TestServer, to: string, kind: string): string {
  const mail = server.mails.filter((m) => m.to === to && m.kind === kind).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return new URL(mail.link).searchParams.get('token')!;
}

/** Signs up and returns the address and session cookie. */
export async function newMember(server: TestServer, overrides: Partial<SignupRequest> = {}) {
  const input = signupInput(overrides);
  const response = await signUp(server, input);
  if (response.statusCode !== 201) throw new Error(response.body);
  return { email: input.email, cookie: cookieOf(response) };
}

/** A hash as passwords were stored before argon2id (scrypt$N$r$p$salt$hash), at a lower N than then to keep the test quick. */
export function scryptEraHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}
