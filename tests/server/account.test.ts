import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../common/api/errors';
import { userResponseSchema } from '../../common/api/user';
import { PHOTO_SIZES } from '../../server/domain/profiles/photo-sizes';
import { purgeDeletedAccounts } from '../../server/domain/accounts/purge';
import { cookieOf, logIn, mailedToken, me, newMember, PASSWORD } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

const START = new Date('2026-11-22T10:00:00.000Z');
const DAY = 24 * 3600_000;
let clock = START;
let server: TestServer;
const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-account-photos-'));

beforeAll(async () => {
  server = await startTestServer({ PHOTOS_DIR: photosDir }, { now: () => clock });
});
beforeEach(() => {
  clock = START;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(photosDir, { recursive: true, force: true });
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const error = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json());
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('password reset', () => {
  it('after 6 wrong passwords the account is blocked, and a reset still works and lets the member in', async () => {
    const { email } = await newMember(server);
    for (let i = 0; i < 5; i++) expect((await logIn(server, email, 'wrong password!')).statusCode).toBe(401);
    const sixth = await logIn(server, email, 'wrong password!');
    expect(error(sixth)).toMatchObject({ error: 'login_blocked', message: 'Too many incorrect attempts, account blocked for 15 min.' });

    expect((await inject('POST', '/api/password-reset.php', { email })).statusCode).toBe(200);
    const token = mailedToken(server, email, 'password_reset');
    expect((await inject('PUT', '/api/password-reset.php', { token, password: 'my brand new passphrase', password_repeat: 'my brand new passphrase' })).statusCode).toBe(200);
    expect((await logIn(server, email, 'my brand new passphrase')).statusCode).toBe(200);
    expect((await logIn(server, email, PASSWORD)).statusCode).toBe(401);
  });

  it('says so for an unknown address', async () => {
    const response = await inject('POST', '/api/password-reset.php', { email: 'nobody@example.org' });
    expect(response.statusCode).toBe(404);
    expect(error(response).message).toBe('E-mail address not found');
  });

  it('refuses different passwords without using up the link, then works once', async () => {
    const { email, cookie } = await newMember(server);
    await inject('POST', '/api/password-reset.php', { email });
    const token = mailedToken(server, email, 'password_reset');
    const differ = await inject('PUT', '/api/password-reset.php', { token, password: 'first new passphrase', password_repeat: 'second new passphrase' });
    expect(error(differ)).toMatchObject({ error: 'passwords_differ', message: 'The entered passwords are not the same.' });
    const body = { token, password: 'first new passphrase', password_repeat: 'first new passphrase' };
    expect((await inject('PUT', '/api/password-reset.php', body)).statusCode).toBe(200);
    expect(await me(server, cookie)).toBeNull();
    const again = await inject('PUT', '/api/password-reset.php', body);
    expect(error(again)).toMatchObject({ error: 'reset_link_invalid', message: 'Link expired or invalid, request a new email' });
  });

  it('refuses an expired link', async () => {
    const { email } = await newMember(server);
    await inject('POST', '/api/password-reset.php', { email });
    later(61 * 60_000);
    const body = { token: mailedToken(server, email, 'password_reset'), password: 'late new passphrase', password_repeat: 'late new passphrase' };
    expect(error(await inject('PUT', '/api/password-reset.php', body))).toMatchObject({ error: 'reset_link_invalid' });
  });
});

describe('password change', () => {
  it('checks the old password, ends every session, and keeps this device logged in with a new one', async () => {
    const { email, cookie } = await newMember(server);
    const other = cookieOf(await logIn(server, email, PASSWORD));
    const wrong = await inject('POST', '/api/password.php', { old_password: 'not my password', password: 'changed passphrase 1', password_repeat: 'changed passphrase 1' }, cookie);
    expect(error(wrong)).toMatchObject({ error: 'old_password_wrong', message: 'Please check your old password.' });

    const changed = await inject('POST', '/api/password.php', { old_password: PASSWORD, password: 'changed passphrase 1', password_repeat: 'changed passphrase 1' }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(await me(server, cookie)).toBeNull();
    expect(await me(server, other)).toBeNull();
    expect(await me(server, cookieOf(changed))).not.toBeNull();
    expect((await logIn(server, email, 'changed passphrase 1')).statusCode).toBe(200);
  });
});

describe('e-mail change', () => {
  it('refuses an invalid or taken address, and changes it only through the link sent to the new one', async () => {
    const { email, cookie } = await newMember(server);
    const taken = await newMember(server);
    const ask = (to: string, password = PASSWORD) => inject('POST', '/api/email-change.php', { email: to, password }, cookie);
    expect(error(await ask('not an address'))).toMatchObject({ error: 'new_email_invalid', message: 'New email adress is invalid.' });
    expect(error(await ask(taken.email))).toMatchObject({ error: 'new_email_taken', message: 'This email address already owns an account on this website.' });
    expect(error(await ask('fresh@example.org', 'wrong password'))).toMatchObject({ error: 'password_wrong' });

    expect((await ask('Fresh@Example.org')).statusCode).toBe(200);
    expect(server.mails.at(-1)).toMatchObject({ kind: 'email_change', to: 'fresh@example.org' });
    expect(userResponseSchema.parse((await inject('GET', '/api/user.php', undefined, cookie)).json()).user!.email).toBe(email);

    const token = mailedToken(server, 'fresh@example.org', 'email_change');
    expect((await inject('PUT', '/api/email-change.php', { token })).statusCode).toBe(200);
    expect((await logIn(server, 'fresh@example.org', PASSWORD)).statusCode).toBe(200);
    expect(error(await inject('PUT', '/api/email-change.php', { token }))).toMatchObject({ error: 'reset_link_invalid' });
  });
});

describe('account settings (PUT /api/user.php)', () => {
  it('turns invisible mode on and off and saves e-mail choices', async () => {
    const { cookie } = await newMember(server);
    const put = async (payload: object) => userResponseSchema.parse((await inject('PUT', '/api/user.php', payload, cookie)).json()).user!;
    expect(await put({ invisible: true, email_opt_outs: ['promotions', 'news'] })).toMatchObject({ invisible: true, email_opt_outs: ['promotions', 'news'] });
    expect(await put({ invisible: false, language: 'fr' })).toMatchObject({ invisible: false, language: 'fr' });
    expect(await put({})).toMatchObject({ invisible: false, language: 'fr' });
    expect(error(await inject('PUT', '/api/user.php', { invisible: 'yes' }, cookie))).toMatchObject({ error: 'invalid_input' });
  });
});

describe('deletion', () => {
  async function deleted() {
    const member = await newMember(server);
    const gone = await inject('DELETE', '/api/user.php', { password: PASSWORD }, member.cookie);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ user: null });
    return member;
  }

  it('needs the password, ends the sessions, and hides the account at once', async () => {
    const { email, cookie } = await newMember(server);
    expect(error(await inject('DELETE', '/api/user.php', { password: 'wrong' }, cookie))).toMatchObject({ error: 'password_wrong' });
    const other = cookieOf(await logIn(server, email, PASSWORD));
    expect((await inject('DELETE', '/api/user.php', { password: PASSWORD }, cookie)).statusCode).toBe(200);
    expect(await me(server, other)).toBeNull();
    const row = await server.db.selectFrom('users').select(['status', 'deleted_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_deletion', deleted_at: START.toISOString() });
    expect(server.mails.at(-1)).toMatchObject({ kind: 'reactivation', to: email, until: new Date(START.getTime() + 14 * DAY).toISOString() });
  });

  it('logging in while pending shows the pending-deletion message; the login form can reactivate', async () => {
    const { email } = await deleted();
    const login = await logIn(server, email, PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(error(login)).toMatchObject({ error: 'account_pending_deletion', params: { until: new Date(START.getTime() + 14 * DAY).toISOString() } });
    later(13 * DAY);
    const back = await inject('POST', '/api/reactivate.php', { email, password: PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(userResponseSchema.parse(back.json()).user!.status).toBe('not_confirmed');
  });

  it('the mailed link reactivates on day 13', async () => {
    const { email } = await deleted();
    later(13 * DAY);
    const link = await inject('GET', `/api/reactivate.php?token=${mailedToken(server, email, 'reactivation')}`);
    expect(link.headers.location).toBe('/login?reactivated=yes');
    expect((await logIn(server, email, PASSWORD)).statusCode).toBe(200);
  });

  it('on day 15 the link and the login form fail, and the purge deletes the member and the photos for good', async () => {
    const { email } = await deleted();
    const { id } = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const { id: photoId } = await server.db.insertInto('photos')
      .values({ profile_id: id, file_key: `member-${id}`, status: 'approved', created_at: START.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await server.db.updateTable('profiles').set({ main_photo_id: photoId }).where('id', '=', id).execute();
    const files = Object.keys(PHOTO_SIZES).map((size) => path.join(photosDir, `member-${id}-${size}.webp`));
    for (const file of files) fs.writeFileSync(file, 'webp');

    later(15 * DAY);
    const link = await inject('GET', `/api/reactivate.php?token=${mailedToken(server, email, 'reactivation')}`);
    expect(link.headers.location).toBe('/login?reactivated=no');
    expect(error(await inject('POST', '/api/reactivate.php', { email, password: PASSWORD }))).toMatchObject({ error: 'reactivation_expired' });

    expect(await purgeDeletedAccounts(server.db, server.storage, new Date(START.getTime() + 13 * DAY))).toBe(0);
    expect(await purgeDeletedAccounts(server.db, server.storage, clock)).toBeGreaterThanOrEqual(1);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('photos').select('id').where('profile_id', '=', id).execute()).toEqual([]);
    expect(files.filter((file) => fs.existsSync(file))).toEqual([]);
    expect((await logIn(server, email, PASSWORD)).statusCode).toBe(401);
  });
});
