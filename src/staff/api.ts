import { CLIENT_HEADER } from '../../common/api/errors';

/**
 * The console's calls to /staff/api (docs/staff.md). Staff work in English, so a refusal's message
 * is the server's own text. Writes are not retried: a staff member sees the failure and decides.
 */

export class StaffApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly field?: string) {
    super(message);
  }
}

/** Told when the server says the session has ended, so the console asks to log in again over the page. */
let sessionEnded: () => void = () => {};
export function onSessionEnded(listener: () => void): void {
  sessionEnded = listener;
}

export async function staffApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/staff/api/${path}`, {
      method,
      credentials: 'same-origin',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError(0, 'offline', 'The server cannot be reached. Check the connection and try again.');
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return answer as T;
  const code = typeof answer?.error === 'string' ? answer.error : 'unknown';
  if (code === 'staff_login_required') sessionEnded();
  const message = typeof answer?.message === 'string' ? answer.message : `The server answered ${response.status}.`;
  const params = answer?.params as Record<string, unknown> | undefined;
  throw new StaffApiError(response.status, code, message, typeof params?.field === 'string' ? params.field : undefined);
}
