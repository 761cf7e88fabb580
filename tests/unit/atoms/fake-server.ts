import { vi } from 'vitest';
import type { User } from '../../../common/api/user';

type Answer = { status?: number; body: unknown };
type Handler = (body: unknown) => Answer | Promise<Answer>;

/** Answers the API client's calls by "METHOD /api/name.php"; a call without an answer fails the test. */
export function fakeServer(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = routes[call];
    if (!handler) return new Response(JSON.stringify({ error: 'not_stubbed', message: call }), { status: 400 });
    const { status = 200, body } = await handler(init.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The 403 the server answers once the session is gone. */
export const sessionEnded: Answer = {
  status: 403,
  body: { error: 'authentication_required', message: 'Please log in to continue.', authentication_required: true },
};

/** Only the fields these rules look at; the rest of a member does not matter here. */
export const member = (fields: Partial<User> = {}) =>
  ({ email: 'eva@example.test', invisible: false, profile: { id: 7, name: 'Eva', main_image: null }, ...fields }) as User;
