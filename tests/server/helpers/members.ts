import type { SignupRequest } from '../../../common/api/account';
import { errorResponseSchema } from '../../../common/api/errors';
import { mailedToken, newMember } from './accounts';
import type { TestServer } from './test-server';

/** Shared steps of the member tests: confirmed members, premium, and short requests. */

export interface RealMember {
  id: number;
  email: string;
  cookie: string;
  name: string;
}

/** Signs up and opens the mailed activation link: a confirmed member shown to others. */
export async function activeMember(server: TestServer, overrides: Partial<SignupRequest> = {}): Promise<RealMember> {
  const { email, cookie } = await newMember(server, overrides);
  const link = await server.app.inject({ method: 'GET', url: `/api/activate.php?token=${mailedToken(server, email, 'activation')}` });
  if (link.headers.location !== '/activate/done') throw new Error(`activation failed for ${email}`);
  const row = await server.db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'profiles.name']).where('users.email', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, email, cookie, name: row.name };
}

/** Premium is a paid account: set directly, there is no payment in these tests. */
export async function makePremium(server: TestServer, id: number): Promise<void> {
  await server.db.updateTable('users').set({ paid_user: 1 }).where('id', '=', id).execute();
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (server: TestServer, method: Method, url: string, payload?: object, cookie?: string) =>
  server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

export const errorOf = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json());

/** Every key of a JSON value, at any depth. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  return [];
}

/** An active woman in the Netherlands seeking men, as most member tests need one; overrides for the rest. */
export const woman = (server: TestServer, overrides: Partial<SignupRequest> = {}) =>
  activeMember(server, { gender: 'female', seeking: 'male', country: 'NL', ...overrides });

/** An active man in the Netherlands seeking women; overrides for the rest. */
export const man = (server: TestServer, overrides: Partial<SignupRequest> = {}) =>
  activeMember(server, { gender: 'male', seeking: 'female', country: 'NL', ...overrides });
