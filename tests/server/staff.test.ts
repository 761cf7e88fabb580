import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '../../common/constants';
import type { AuditResponse, StaffMeResponse, StaffSetupInfo } from '../../common/staff/api';
import { scryptEraHash } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf } from './helpers/members';
import { STAFF_PASSWORD, codeAt, cookieFrom, setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * The staff console's accounts (issue 35, docs/staff.md): setup links, login with password and an
 * authenticator's code, the lockout, idle sessions, roles, the team an admin keeps, and the audit
 * log. A clock of the test's own: codes and idle times move with it.
 */

let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
const wait = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let server: TestServer;
let admin: TestStaff;
beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '30' }, { now });
  admin = await setUpStaff(server, 'admin', now);
});
afterAll(() => server.close());
// Tests move the clock by hours: the admin logs in afresh for each, with the code of a new step.
beforeEach(async () => {
  wait(30);
  admin.cookie = cookieFrom((await logIn(admin)).headers['set-cookie']);
});

const logIn = async (staff: TestStaff, overrides: Partial<{ email: string; password: string; code: string }> = {}) =>
  staffCall(server, 'POST', '/staff/api/session', { email: staff.email, password: STAFF_PASSWORD, code: await codeAt(staff.secret, clock), ...overrides });

const audit = async (query = '') => (await staffCall(server, 'GET', `/staff/api/audit${query}`, undefined, admin.cookie)).json() as AuditResponse;

describe('a staff member sets up their account through the mailed link', () => {
  it('sees their address, role and a QR code; a wrong code or a short password changes nothing; the link works once', async () => {
    const team = { db: server.db, mailer: server.mailer, config: server.config };
    const { addStaff } = await import('../../server/domain/staff/team');
    const { link } = await addStaff(team, null, { email: 'New.Moderator@Example.org', role: 'moderator' }, clock);
    expect(server.mails.at(-1)).toMatchObject({ kind: 'staff_setup', to: 'new.moderator@example.org', language: 'en', link });
    expect(link).toMatch(/\/staff\/setup\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    const info = (await staffCall(server, 'GET', `/staff/api/setup?token=${encodeURIComponent(token)}`)).json() as StaffSetupInfo;
    expect(info).toMatchObject({ email: 'new.moderator@example.org', role: 'moderator' });
    expect(info.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(info.qr_svg).toMatch(/^<svg/);

    const setup = (password: string, code: string) => staffCall(server, 'POST', '/staff/api/setup', { token, password, code });
    const wrongCode = await setup(STAFF_PASSWORD, '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(errorOf(wrongCode)).toMatchObject({ error: 'staff_code_invalid', params: { field: 'code' } });
    const short = await setup('short pass!', await codeAt(info.secret, clock));
    expect(errorOf(short)).toMatchObject({ error: 'staff_password_short', params: { min: 12 } });

    const done = await setup(STAFF_PASSWORD, await codeAt(info.secret, clock));
    expect(done.statusCode).toBe(200);
    expect((done.json() as StaffMeResponse).staff).toMatchObject({ email: 'new.moderator@example.org', role: 'moderator' });
    const cookie = [done.headers['set-cookie']].flat()[0]!;
    expect(cookie).toMatch(/^staff\.session=/);
    expect(cookie).toMatch(/Path=\/staff/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    const again = await setup(STAFF_PASSWORD, await codeAt(info.secret, clock));
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).error).toBe('staff_setup_link_invalid');
  });
});

describe('staff login', () => {
  it('takes address, password and a code; a code is good once', async () => {
    const moderator = await setUpStaff(server, 'moderator', now);
    wait(30);
    const first = await logIn(moderator);
    expect(first.statusCode).toBe(200);
    // The same code again (seen over a shoulder, a second tab) is refused like a wrong one.
    const replay = await logIn(moderator);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).error).toBe('login_failed');
    const entries = await audit(`?staff=${moderator.id}&action=staff.login`);
    expect(entries.entries).toHaveLength(1);
  });

  it('answers a wrong password, a wrong code and an unknown address alike, and locks the account after as many failures as a member', async () => {
    const support = await setUpStaff(server, 'support', now);
    wait(30);
    const unknown = await logIn(support, { email: 'nobody@example.org' });
    const wrongPassword = await logIn(support, { password: 'not the password at all' });
    const right = await codeAt(support.secret, clock);
    const wrongCode = await logIn(support, { code: `${(Number(right[0]) + 1) % 10}${right.slice(1)}` });
    for (const answer of [unknown, wrongPassword, wrongCode]) {
      expect(answer.statusCode).toBe(401);
      expect(errorOf(answer)).toMatchObject({ error: 'login_failed', message: 'Login failed, please try again' });
    }
    // The unknown address was no failure of this account; the wrong password and code were two.
    for (let i = 2; i < LOGIN_LOCKOUT.failures; i++) await logIn(support, { password: 'not the password either' });
    const blocked = await logIn(support);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).error).toBe('login_blocked');
    wait(LOGIN_LOCKOUT.windowMinutes * 60 + 30);
    expect((await logIn(support)).statusCode).toBe(200);
  });

  it('makes a password hashed before argon2id anew at the next login, and not at a failed one', async () => {
    const moderator = await setUpStaff(server, 'moderator', now);
    const old = scryptEraHash(STAFF_PASSWORD);
    await server.db.updateTable('staff').set({ password_hash: old }).where('id', '=', moderator.id).execute();
    const hashNow = async () => (await server.db.selectFrom('staff').select('password_hash').where('id', '=', moderator.id).executeTakeFirstOrThrow()).password_hash;
    wait(30);
    expect((await logIn(moderator, { code: '000000' })).statusCode).toBe(401);
    expect(await hashNow()).toBe(old);
    expect((await logIn(moderator)).statusCode).toBe(200);
    expect(await hashNow()).toMatch(/^\$argon2id\$/);
  });

  it('ends a session after the idle time, and whatever happens after 12 hours', async () => {
    const moderator = await setUpStaff(server, 'moderator', now);
    const me = () => staffCall(server, 'GET', '/staff/api/session', undefined, moderator.cookie).then((r) => (r.json() as StaffMeResponse).staff);
    wait(29 * 60);
    expect(await me()).toMatchObject({ id: moderator.id });
    // Each call keeps it alive for the idle time again.
    wait(29 * 60);
    expect(await me()).toMatchObject({ id: moderator.id });
    wait(31 * 60);
    expect(await me()).toBeNull();
    const expired = await staffCall(server, 'GET', '/staff/api/audit', undefined, moderator.cookie);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).error).toBe('staff_login_required');

    const fresh = cookieFrom((await logIn(moderator)).headers['set-cookie']);
    // 28 calls 25 minutes apart: 11 hours 40 minutes, never idle for long.
    for (let call = 0; call < 28; call++) {
      wait(25 * 60);
      expect((await staffCall(server, 'GET', '/staff/api/session', undefined, fresh)).json()).toMatchObject({ staff: { id: moderator.id } });
    }
    wait(25 * 60);
    expect((await staffCall(server, 'GET', '/staff/api/session', undefined, fresh)).json()).toMatchObject({ staff: null });
  });

  it('logs out', async () => {
    const support = await setUpStaff(server, 'support', now);
    expect((await staffCall(server, 'DELETE', '/staff/api/session', undefined, support.cookie)).statusCode).toBe(200);
    expect((await staffCall(server, 'GET', '/staff/api/session', undefined, support.cookie)).json()).toMatchObject({ staff: null });
  });
});

describe('members and staff stay apart', () => {
  it('a member session reaches no staff call, and a staff session is no member', async () => {
    const member = await activeMember(server);
    const asStaff = await staffCall(server, 'GET', '/staff/api/staff', undefined, member.cookie);
    expect(asStaff.statusCode).toBe(401);
    expect((await staffCall(server, 'GET', '/staff/api/session', undefined, member.cookie)).json()).toMatchObject({ staff: null });
    expect((await call(server, 'GET', '/api/user.php', undefined, admin.cookie)).json()).toEqual({ user: null });
    expect((await call(server, 'GET', '/api/chats.php', undefined, admin.cookie)).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('only an admin keeps the team and reads the audit log', async () => {
    const moderator = await setUpStaff(server, 'moderator', now);
    const support = await setUpStaff(server, 'support', now);
    for (const [staff, url] of [[moderator, '/staff/api/staff'], [support, '/staff/api/audit'], [moderator, '/staff/api/audit']] as const) {
      const refused = await staffCall(server, 'GET', url, undefined, staff.cookie);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).error).toBe('staff_forbidden');
    }
    const add = await staffCall(server, 'POST', '/staff/api/staff', { email: 'by-moderator@example.org', role: 'admin' }, moderator.cookie);
    expect(add.statusCode).toBe(403);
    expect(await server.db.selectFrom('staff').select('id').where('email', '=', 'by-moderator@example.org').executeTakeFirst()).toBeUndefined();
  });
});

describe('an admin keeps the team', () => {
  it('adds staff (mailed their link), refuses a taken or malformed address, changes roles, disables and enables', async () => {
    const added = await staffCall(server, 'POST', '/staff/api/staff', { email: 'kim@example.org', role: 'support' }, admin.cookie);
    expect(added.statusCode).toBe(201);
    const kim = (added.json() as { staff: { id: number } }).staff;
    expect(server.mails.at(-1)).toMatchObject({ kind: 'staff_setup', to: 'kim@example.org' });
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/staff', { email: 'KIM@example.org', role: 'admin' }, admin.cookie))).toMatchObject({ error: 'staff_exists' });
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/staff', { email: 'not an address', role: 'admin' }, admin.cookie))).toMatchObject({ error: 'invalid_email' });
    expect((await staffCall(server, 'POST', '/staff/api/staff', { email: 'x@example.org', role: 'owner' }, admin.cookie)).statusCode).toBe(400);

    const changed = await staffCall(server, 'PATCH', `/staff/api/staff/${kim.id}`, { role: 'moderator' }, admin.cookie);
    expect(changed.json()).toMatchObject({ staff: { id: kim.id, role: 'moderator', disabled_at: null } });
    const [entry] = (await audit(`?action=staff.change&subject_type=staff&subject_id=${kim.id}`)).entries;
    expect(entry).toMatchObject({ staff_id: admin.id, staff_email: admin.email, staff_role: 'admin', details: { role: ['support', 'moderator'], disabled: [false, false] } });
    expect((await staffCall(server, 'PATCH', '/staff/api/staff/999999', { role: 'admin' }, admin.cookie)).statusCode).toBe(404);
  });

  it('a disabled staff member is logged out at once and cannot log in; a new setup link starts their access over', async () => {
    const moderator = await setUpStaff(server, 'moderator', now);
    await staffCall(server, 'PATCH', `/staff/api/staff/${moderator.id}`, { disabled: true }, admin.cookie);
    expect((await staffCall(server, 'GET', '/staff/api/session', undefined, moderator.cookie)).json()).toMatchObject({ staff: null });
    wait(30);
    expect((await logIn(moderator)).statusCode).toBe(401);
    await staffCall(server, 'PATCH', `/staff/api/staff/${moderator.id}`, { disabled: false }, admin.cookie);
    wait(30);
    expect((await logIn(moderator)).statusCode).toBe(200);

    expect((await staffCall(server, 'POST', `/staff/api/staff/${moderator.id}/setup-link`, undefined, admin.cookie)).statusCode).toBe(200);
    wait(30);
    // Password and authenticator start over: the old ones no longer work.
    expect((await logIn(moderator)).statusCode).toBe(401);
    expect(server.mails.at(-1)).toMatchObject({ kind: 'staff_setup', to: moderator.email });
  });

  it('nobody changes their own role or account, and a refused change writes no audit row', async () => {
    const before = (await audit()).entries.length;
    const self = await staffCall(server, 'PATCH', `/staff/api/staff/${admin.id}`, { role: 'support' }, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).error).toBe('staff_self');
    expect((await staffCall(server, 'POST', `/staff/api/staff/${admin.id}/setup-link`, undefined, admin.cookie)).statusCode).toBe(409);
    expect((await audit()).entries.length).toBe(before);
    expect((await staffCall(server, 'GET', '/staff/api/session', undefined, admin.cookie)).json()).toMatchObject({ staff: { role: 'admin' } });
  });
});

describe('the audit log', () => {
  it('names who did what to whom, newest first, filtered, a page at a time', async () => {
    const log = await audit();
    expect(log.entries.length).toBeGreaterThan(0);
    const ids = log.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The command line's additions name no staff member.
    const added = (await audit('?action=staff.add')).entries;
    expect(added.some((entry) => entry.staff_id === null && entry.staff_email === null)).toBe(true);
    const older = await audit(`?before=${ids[1]}`);
    expect(older.entries[0]!.id).toBeLessThan(ids[1]!);
    expect((await staffCall(server, 'GET', '/staff/api/audit?before=abc', undefined, admin.cookie)).statusCode).toBe(400);
  });

  it('pages past 50 entries', async () => {
    const { id } = await setUpStaff(server, 'moderator', now);
    for (let i = 0; i < 55; i++) await staffCall(server, 'PATCH', `/staff/api/staff/${id}`, { role: i % 2 ? 'moderator' : 'support' }, admin.cookie);
    const first = await audit('?action=staff.change');
    expect(first.entries).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = await audit(`?action=staff.change&before=${first.entries.at(-1)!.id}`);
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.has_more).toBe(false);
  });
});

describe('npm run staff', () => {
  const staffScript = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { env: { ...process.env, ...server.scriptEnv }, encoding: 'utf8', timeout: 60_000 });

  it('adds a staff member and prints their setup link, lists the team, and starts a member of it over', () => {
    const added = staffScript('--add', 'first.admin@example.org', '--role', 'admin');
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/Added first\.admin@example\.org as admin\. .*\n.*\/staff\/setup\?token=\S+/);
    expect(staffScript().stdout).toMatch(/first\.admin@example\.org\tadmin/);
    const reset = staffScript('--reset', 'first.admin@example.org');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toMatch(/\/staff\/setup\?token=/);
    const badRole = staffScript('--add', 'x@example.org', '--role', 'owner');
    expect(badRole.status).toBe(1);
    expect(badRole.stderr).toMatch(/Give a role: admin, moderator, support/);
    const taken = staffScript('--add', 'first.admin@example.org', '--role', 'admin');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toMatch(/exists already/);
  });
});
