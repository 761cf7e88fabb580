import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../common/api/errors';
import { userResponseSchema } from '../../common/api/user';
import { ledgerOf } from '../../server/domain/payments/credits';
import { cookieOf, mailedToken, me, newMember, PASSWORD, signUp, signupInput } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SIGNUP_CREDITS: '15' });
});
afterAll(() => server.close());

const userCount = async () => Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const error = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json());

describe('POST /api/signup.php', () => {
  it('creates an unconfirmed account with a disabled profile, the signup credits and a session', async () => {
    const input = signupInput({ name: 'Sanne', gender: 'female', seeking: 'female' });
    const response = await signUp(server, input);
    expect(response.statusCode).toBe(201);
    const session = [response.headers['set-cookie']].flat().find((cookie) => String(cookie).startsWith('auth.session='));
    expect(session).toMatch(/^auth\.session=.+HttpOnly; SameSite=Lax$/);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({ status: 'not_confirmed', credits: 15, language: 'nl', email: input.email, signup_step: 0 });
    expect(user!.profile).toMatchObject({ status: 'disabled', name: 'Sanne', gender: 'female', sexuality: 'lesbian', date_of_birth: '1990-06-15' });
    expect(await me(server, cookieOf(response))).toMatchObject({ status: 'not_confirmed' });
    // The signup credits come through the ledger, as every credit does.
    expect(await ledgerOf(server.db, user!.profile.id)).toMatchObject([{ amount: 15, reason: 'signup_bonus', idempotency_key: `signup:${user!.profile.id}` }]);
  });

  it('mails the activation link in the member\'s language and writes it as an .eml file', async () => {
    const { email } = await newMember(server, { language: 'pl' });
    const mail = server.mails.at(-1)!;
    expect(mail).toMatchObject({ kind: 'activation', to: email, language: 'pl' });
    expect(mail.link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/activate\.php\?token=[\w-]{43}$/);
    const files = fs.readdirSync(path.join(server.dataDir, 'mail')).filter((f) => f.endsWith('-activation-' + f.split('-activation-')[1]));
    expect(files.length).toBeGreaterThan(0);
  });

  it.each([
    ['name equal to the e-mail', { email: 'same@example.org', name: 'Same@example.org' }, 'name_is_email', 'Username may not be the same as your e-mail address'],
    ['name starting with @', { name: '@anna' }, 'name_starts_with_at', 'Username may not start with @'],
    ['malformed e-mail', { email: 'anna.example.org' }, 'invalid_email', 'Invalid email'],
    ['too young', { date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'too_young', 'Enter your date of birth (18+)'],
    ['no such day', { date_of_birth: '1990-02-30' }, 'invalid_birth_date', 'Invalid date of birth.'],
    ['short password', { password: 'seven77' }, 'password_too_short', 'Use at least 8 characters for your password.'],
    ['long password', { password: 'x'.repeat(129) }, 'password_too_long', 'Use at most 128 characters for your password.'],
    ['common password', { password: 'Baseball' }, 'password_common', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses a %s with its message and saves nothing', async (_, overrides, code, message) => {
    const before = await userCount();
    const response = await signUp(server, signupInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(error(response)).toMatchObject({ error: code, message });
    expect(await userCount()).toBe(before);
  });

  it('answers a likely typo with a did-you-mean suggestion, and accepts the address when the member keeps it', async () => {
    const typo = signupInput({ email: 'anna.b@gmial.com' });
    const refused = await signUp(server, typo);
    expect(error(refused)).toMatchObject({ error: 'invalid_email', message: 'Invalid email', params: { field: 'email', suggestion: 'anna.b@gmail.com' } });
    expect((await signUp(server, { ...typo, keep_email: true })).statusCode).toBe(201);
  });

  it('accepts a 128-character passphrase with no composition rules', async () => {
    expect((await signUp(server, signupInput({ password: 'lowercase words only '.repeat(7).slice(0, 128) }))).statusCode).toBe(201);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { email } = await newMember(server);
    const response = await signUp(server, signupInput({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(error(response)).toMatchObject({ error: 'email_exists', message: 'An account with this e-mail address already exists' });
  });
});

describe('activation', () => {
  it('activates once: the link lands on /activate/done, a second use on /activate/error', async () => {
    const { email, cookie } = await newMember(server);
    const url = `/api/activate.php?token=${mailedToken(server, email, 'activation')}`;
    const first = await server.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/activate/done');
    expect(await me(server, cookie)).toMatchObject({ status: 'active', profile: { status: 'active' } });
    expect((await server.app.inject({ method: 'GET', url })).headers.location).toBe('/activate/error');
    expect((await server.app.inject({ method: 'GET', url: '/api/activate.php?token=forged' })).headers.location).toBe('/activate/error');
  });

  it('mails the link again on request, at most once a minute, and not after confirmation', async () => {
    const { email, cookie } = await newMember(server);
    const resend = () => server.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(error(early)).toMatchObject({ error: 'mail_wait' });
    expect(Number(error(early).params?.seconds)).toBeGreaterThan(50);

    await server.db.updateTable('account_tokens').set({ created_at: new Date(Date.now() - 61_000).toISOString() }).execute();
    expect((await resend()).statusCode).toBe(200);
    expect(server.mails.filter((m) => m.to === email && m.kind === 'activation')).toHaveLength(2);

    await server.app.inject({ method: 'GET', url: `/api/activate.php?token=${mailedToken(server, email, 'activation')}` });
    expect(error(await resend())).toMatchObject({ error: 'already_confirmed' });
    expect((await server.app.inject({ method: 'POST', url: '/api/activation-mail.php' })).json()).toMatchObject({ authentication_required: true });
  });
});

describe('signup from a profile', () => {
  it('holds the first message until the sender confirms the address', async () => {
    const partner = await newMember(server, { name: 'Partner' });
    await server.app.inject({ method: 'GET', url: `/api/activate.php?token=${mailedToken(server, partner.email, 'activation')}` });
    const partnerId = (await server.db.selectFrom('users').select('id').where('email', '=', partner.email).executeTakeFirstOrThrow()).id;

    const { email } = await newMember(server, { profile_id: partnerId, signup_message: '  Hoi! Zin in een drankje?  ' });
    const held = () => server.db.selectFrom('messages').innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select(['messages.body', 'messages.held', 'conversations.partner_id']).where('conversations.partner_id', '=', partnerId).executeTakeFirstOrThrow();
    expect(await held()).toEqual({ body: 'Hoi! Zin in een drankje?', held: 1, partner_id: partnerId });
    await server.app.inject({ method: 'GET', url: `/api/activate.php?token=${mailedToken(server, email, 'activation')}` });
    expect((await held()).held).toBe(0);
  });

  it('refuses an unknown profile and an empty message, creating no account', async () => {
    const before = await userCount();
    expect(error(await signUp(server, signupInput({ profile_id: 999_999, signup_message: 'Hi' })))).toMatchObject({ error: 'profile_unknown' });
    expect(await userCount()).toBe(before);
  });
});

describe('complete-signup steps (PUT /api/profile.php)', () => {
  it('saves a step and resumes after it; a region of another country saves nothing', async () => {
    const { cookie } = await newMember(server);
    const put = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload });
    const saved = userResponseSchema.parse((await put({ country: 'DE', region: 'DE-BY', city: ' München ', signup_step: 1 })).json()).user!;
    expect(saved.signup_step).toBe(2);
    expect(saved.profile).toMatchObject({ country: { code: 'DE' }, region: 'DE-BY', city: 'München' });

    const refused = await put({ country: 'AT', region: 'DE-BY', city: 'Wien', signup_step: 2 });
    expect(error(refused)).toMatchObject({ error: 'invalid_region', params: { field: 'region' } });
    expect((await me(server, cookie) as unknown as { signup_step: number; profile: { city: string } })).toMatchObject({ signup_step: 2, profile: { city: 'München' } });
  });

  it('never moves the step backwards', async () => {
    const { cookie } = await newMember(server);
    const put = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload });
    await put({ about_me: 'Ik hou van wandelen.', signup_step: 3 });
    const back = userResponseSchema.parse((await put({ hair_color: 'red', signup_step: 1 })).json()).user!;
    expect(back.signup_step).toBe(4);
    expect(back.profile).toMatchObject({ about_me: 'Ik hou van wandelen.', hair_color: 'red' });
  });
});

describe('who may sign up', () => {
  it('with_trafficsource: closed without a network, open with one, and the tracking record is kept', async () => {
    const gated = await startTestServer({ SIGNUPS: 'with_trafficsource' });
    try {
      const closed = await signUp(gated, signupInput());
      expect(closed.statusCode).toBe(403);
      expect(error(closed)).toMatchObject({ error: 'signups_closed' });
      const tracking = { network: 'adnet', ref: 'r1', sub1: 'click42', sub2: null, sub3: 'x' };
      const open = await signUp(gated, signupInput({ tracking }));
      expect(open.statusCode).toBe(201);
      const stored = await gated.db.selectFrom('tracking').selectAll().executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ ...tracking, user_id: expect.any(Number) });
    } finally {
      await gated.close();
    }
  });

  it('keeps an advertiser\'s value longer than 200 characters cut, and signs the member up', async () => {
    const server = await startTestServer();
    try {
      // As a device stored it before values were cut on arrival.
      const response = await signUp(server, signupInput({ tracking: { network: 'adnet', ref: null, sub1: 'c'.repeat(350), sub2: null, sub3: null } }));
      expect(response.statusCode).toBe(201);
      const stored = await server.db.selectFrom('tracking').select('sub1').executeTakeFirstOrThrow();
      expect(stored.sub1).toBe('c'.repeat(200));
    } finally {
      await server.close();
    }
  });

  it('any other setting closes signups, even with a traffic source', async () => {
    const closedServer = await startTestServer({ SIGNUPS: 'none' });
    try {
      const response = await signUp(closedServer, signupInput({ tracking: { network: 'adnet', ref: null, sub1: null, sub2: null, sub3: null } }));
      expect(error(response)).toMatchObject({ error: 'signups_closed' });
    } finally {
      await closedServer.close();
    }
  });

  it('invite-only: a code is required, must exist, and is used up', async () => {
    const invited = await startTestServer({ INVITE_ONLY: 'yes' });
    try {
      const { createInvites } = await import('../../server/domain/accounts/invites');
      const [code] = await createInvites(invited.db, 1, new Date());
      const check = async (c: string) => (await invited.app.inject({ method: 'GET', url: `/api/invite.php?code=${c}` })).json();
      expect(await check(code!)).toEqual({ valid: true });
      expect(error(await signUp(invited, signupInput()))).toMatchObject({ error: 'invite_required' });
      expect(error(await signUp(invited, signupInput({ invite: 'f'.repeat(32) })))).toMatchObject({ error: 'invite_invalid' });
      expect(await invited.db.selectFrom('users').select('id').execute()).toHaveLength(0);
      expect((await signUp(invited, signupInput({ invite: code!.toUpperCase() }))).statusCode).toBe(201);
      expect(await check(code!)).toEqual({ valid: false });
      expect(error(await signUp(invited, signupInput({ invite: code! })))).toMatchObject({ error: 'invite_invalid' });
      expect((await invited.app.inject({ method: 'GET', url: '/api/settings.php' })).json()).toMatchObject({ settings: { invite_only: true } });
    } finally {
      await invited.close();
    }
  });
});

it('keeps the password out of everything but its hash', async () => {
  const { email } = await newMember(server);
  const row = await server.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
  expect(row.password_hash).not.toContain(PASSWORD);
  expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});
