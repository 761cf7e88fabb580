import { generate } from 'otplib';
import type { StaffRole } from '../../../common/staff/roles';
import { addStaff } from '../../../server/domain/staff/team';
import type { TestServer } from './test-server';

/** Staff accounts for the tests of the staff console: set up through their link, as a person would. */

export const STAFF_PASSWORD = 'a long staff password 2026';

export interface TestStaff {
  id: number;
  email: string;
  secret: string;
  /** The staff session's cookie, as the browser would send it to /staff. */
  cookie: string;
}

let count = 0;

/** The code an authenticator app shows at `at`. */
export const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export const cookieFrom = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((c) => c.split(';')[0]).join('; ');

/** A staff member added by the command line, set up through the mailed link at the server's time `now()`. */
export async function setUpStaff(server: TestServer, role: StaffRole, now: () => Date): Promise<TestStaff> {
  const email = `staff${++count}-${role}@example.org`;
  const team = { db: server.db, mailer: server.mailer, config: server.config };
  const { staff, link } = await addStaff(team, null, { email, role }, now());
  const token = new URL(link).searchParams.get('token')!;
  const info = await server.app.inject({ method: 'GET', url: `/staff/api/setup?token=${encodeURIComponent(token)}` });
  const { secret } = info.json() as { secret: string };
  const done = await server.app.inject({ method: 'POST', url: '/staff/api/setup', payload: { token, password: STAFF_PASSWORD, code: await codeAt(secret, now()) } });
  if (done.statusCode !== 200) throw new Error(`setup failed: ${done.body}`);
  return { id: staff.id, email, secret, cookie: cookieFrom(done.headers['set-cookie']) };
}

export const staffCall = (server: TestServer, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
