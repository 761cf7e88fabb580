import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPhotoUploadSchema, chatsResponseSchema, messagesResponseSchema, sendMessageResponseSchema } from '../../common/api/chat';
import { photosResponseSchema } from '../../common/api/members';
import { fileKeysInUse } from '../../server/db/photos';
import type { MemberEvent } from '../../server/adapters/bus';
import { ledgerOf } from '../../server/domain/payments/credits';
import { mailedToken, newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { send } from './helpers/chat';
import { call, errorOf, makePremium, man, woman } from './helpers/members';

/** The chat calls: messages paid by the ledger once per client id, free limits, held messages, blocks, history. */

const PRICE = 5;
const PHOTO_PRICE = 7;
const GIFT_PRICE = 3;
const SIGNUP_CREDITS = 12;
let server: TestServer;
let clock = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer(
    {
      SIGNUP_CREDITS: String(SIGNUP_CREDITS), MESSAGE_CREDITS: String(PRICE), PHOTO_CREDITS: String(PHOTO_PRICE), GIFT_CREDITS: String(GIFT_PRICE),
      FREE_MESSAGES: '2', CHAT_HISTORY_DAYS: '30',
    },
    { now: () => clock },
  );
});
afterAll(() => server.close());

async function sent(from: { cookie: string }, to: number, body?: string, clientId?: string) {
  const response = await send(server, from, to, body, clientId);
  expect(response.statusCode, response.body).toBe(201);
  return sendMessageResponseSchema.parse(response.json());
}

async function chatsOf(member: { cookie: string }) {
  const response = await call(server, 'GET', '/api/chats.php', undefined, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return chatsResponseSchema.parse(response.json()).chats;
}

async function history(member: { cookie: string }, query: string) {
  const response = await call(server, 'GET', `/api/messages.php?${query}`, undefined, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return messagesResponseSchema.parse(response.json());
}

const balance = async (id: number) => (await server.db.selectFrom('users').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits;
const messageCount = async (senderId: number) =>
  (await server.db.selectFrom('messages').select('id').where('sender_id', '=', senderId).execute()).length;

describe('sending', () => {
  it('a free member\'s first messages are free, then each costs the message price through the ledger', async () => {
    const [ann, ben] = await Promise.all([woman(server), man(server)]);
    expect((await sent(ann, ben.id)).free_messages_left).toBe(1);
    const second = await sent(ann, ben.id);
    expect(second).toMatchObject({ credits: SIGNUP_CREDITS, free_messages_left: 0 });
    const third = await sent(ann, ben.id, 'Are you there?');
    expect(third.credits).toBe(SIGNUP_CREDITS - PRICE);
    expect(third.message).toMatchObject({ from_me: true, kind: 'text', body: 'Are you there?', state: 'delivered' });
    expect(await balance(ann.id)).toBe(SIGNUP_CREDITS - PRICE);
    const spends = (await ledgerOf(server.db, ann.id)).filter((entry) => entry.reason === 'message');
    expect(spends).toEqual([expect.objectContaining({ amount: -PRICE, reference: `message:${third.message.id}` })]);

    // Not enough for the next but one: 402 with the text of docs/product/errors.md#chat-and-messages, nothing stored or spent.
    await sent(ann, ben.id);
    const refused = await send(server, ann, ben.id, 'One more');
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused).message).toBe('You do not have enough credits to send this message');
    expect(await balance(ann.id)).toBe(SIGNUP_CREDITS - 2 * PRICE);
    expect(await messageCount(ann.id)).toBe(4);
  });

  it('the same client id twice stores one message and spends once, even much later', async () => {
    const [cara, dan] = await Promise.all([woman(server), man(server)]);
    await makePremium(server, cara.id);
    const clientId = randomUUID();
    const first = await sent(cara, dan.id, 'Only once', clientId);
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    const again = await sent(cara, dan.id, 'Only once', clientId);
    expect(again.message).toEqual(first.message);
    expect(await messageCount(cara.id)).toBe(1);
    expect(await balance(cara.id)).toBe(SIGNUP_CREDITS - PRICE);

    // With the client's Idempotency-Key too: the client id answers, the key store is not written.
    const keyed = () => server.app.inject({
      method: 'POST', url: '/api/messages.php', payload: { client_id: clientId, to: dan.id, kind: 'text', body: 'Only once' },
      headers: { cookie: cara.cookie, 'idempotency-key': randomUUID() },
    });
    for (const response of [await keyed(), await keyed()]) {
      expect(response.statusCode).toBe(201);
      expect(sendMessageResponseSchema.parse(response.json()).message.id).toBe(first.message.id);
    }
    expect(await server.db.selectFrom('idempotent_requests').select('id').execute()).toEqual([]);
  });

  it('20 sends at once with credits for one: exactly one is stored and paid', async () => {
    const [eva, finn] = await Promise.all([woman(server), man(server)]);
    await makePremium(server, eva.id);
    await server.db.updateTable('users').set({ credits: PRICE }).where('id', '=', eva.id).execute();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => send(server, eva, finn.id, `Message ${n}`)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(19);
    expect(await balance(eva.id)).toBe(0);
    expect(await messageCount(eva.id)).toBe(1);
  });

  it('a free member starts up to 2 conversations, and may always answer; premium members start more', async () => {
    const [gina, ...men] = await Promise.all([woman(server), man(server), man(server), man(server), man(server)]);
    await sent(gina, men[0]!.id);
    await sent(gina, men[1]!.id);
    const third = await send(server, gina, men[2]!.id);
    expect(third.statusCode).toBe(403);
    expect(errorOf(third)).toMatchObject({ error: 'conversation_limit', params: { limit: 2 } });
    // Someone else starting a conversation with her is no conversation she started.
    await sent(men[3]!, gina.id);
    await sent(gina, men[3]!.id, 'Hi back');
    await makePremium(server, gina.id);
    await sent(gina, men[2]!.id);
  });

  it('an unconfirmed member\'s messages wait until they confirm; nobody can write to them meanwhile', async () => {
    const hugo = await man(server);
    const { email, cookie } = await newMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
    const iris = { cookie };
    const held = await sent(iris, hugo.id, 'Waiting for my confirmation');
    expect(held.message.state).toBe('held');
    expect(await chatsOf(hugo)).toEqual([]);
    const irisId = (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const refused = await send(server, hugo, irisId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe('partner_unconfirmed');
    // To anyone she did not write to, she is not there at all.
    const stranger = await man(server);
    expect(errorOf(await send(server, stranger, irisId)).error).toBe('profile_unknown');

    await server.app.inject({ method: 'GET', url: `/api/activate.php?token=${mailedToken(server, email, 'activation')}` });
    const [chat] = await chatsOf(hugo);
    expect(chat).toMatchObject({ num_unread_messages: 1, last_message: { body: 'Waiting for my confirmation', from_me: false } });
  });

  it('refuses bad input with a readable 4xx and stores nothing', async () => {
    const [jo, kai] = await Promise.all([woman(server), man(server)]);
    const cases: [unknown, number, string][] = [
      [{ client_id: randomUUID(), to: kai.id, kind: 'text', body: '   ' }, 400, 'message_empty'],
      [{ client_id: randomUUID(), to: kai.id, kind: 'text', body: 'x'.repeat(2001) }, 400, 'message_too_long'],
      [{ client_id: randomUUID(), to: kai.id, kind: 'text', body: 'Hi \u202e there' }, 400, 'invalid_characters'],
      [{ client_id: 'not-a-uuid', to: kai.id, kind: 'text', body: 'Hi' }, 400, 'invalid_input'],
      [{ client_id: randomUUID(), to: jo.id, kind: 'text', body: 'Hi me' }, 400, 'message_self'],
      [{ client_id: randomUUID(), to: 999_999, kind: 'text', body: 'Hi' }, 404, 'profile_unknown'],
      [{ client_id: randomUUID(), to: kai.id, kind: 'video', body: 'Hi' }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(server, 'POST', '/api/messages.php', body as object, jo.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(response).error).toBe(code);
      expect(errorOf(response).message.length).toBeGreaterThan(5);
    }
    expect(await messageCount(jo.id)).toBe(0);
  });
});

describe('the conversation list and history', () => {
  it('list, unread, read marks told to the sender, and a removal that hides history until a new message', async () => {
    const [lia, max] = await Promise.all([woman(server), man(server)]);
    await makePremium(server, lia.id);
    await server.db.updateTable('users').set({ credits: 100 }).where('id', '=', lia.id).execute();
    const events: MemberEvent[] = [];
    const stop = server.bus.subscribe(lia.id, (event) => events.push(event));
    const first = await sent(lia, max.id, 'First');
    await sent(lia, max.id, 'Second');
    const [chat] = await chatsOf(max);
    expect(chat).toMatchObject({ conversation: first.message.conversation, profile: { id: lia.id }, num_unread_messages: 2, last_message: { body: 'Second' } });

    const opened = await history(max, `profile=${lia.id}`);
    expect(opened.messages.map((m) => [m.body, m.from_me, m.client_id])).toEqual([['First', false, null], ['Second', false, null]]);
    const read = await call(server, 'PUT', '/api/chat.php', { conversation: chat!.conversation, up_to: opened.messages.at(-1)!.id }, max.cookie);
    expect(read.statusCode).toBe(200);
    expect((await chatsOf(max))[0]!.num_unread_messages).toBe(0);
    expect(events.filter((event) => event.type === 'read')).toHaveLength(1);
    expect((await history(lia, `profile=${max.id}`)).messages.map((m) => m.state)).toEqual(['read', 'read']);
    stop();

    expect((await call(server, 'DELETE', '/api/chat.php', { profile: lia.id }, max.cookie)).statusCode).toBe(200);
    expect(await chatsOf(max)).toEqual([]);
    // Lia keeps hers.
    expect(await chatsOf(lia)).toHaveLength(1);
    await sent(lia, max.id, 'Third');
    const back = await history(max, `conversation=${chat!.conversation}`);
    expect(back.messages.map((m) => m.body)).toEqual(['Third']);
    expect((await chatsOf(max))[0]!.num_unread_messages).toBe(1);
  });

  it('pages back through history, and says older messages are no longer shown after the history window', async () => {
    const [mia, ned] = await Promise.all([woman(server), man(server)]);
    await makePremium(server, mia.id);
    await server.db.updateTable('users').set({ credits: 1000 }).where('id', '=', mia.id).execute();
    const start = clock;
    clock = new Date(start.getTime() - 40 * 86_400_000);
    await sent(mia, ned.id, 'Long ago');
    clock = start;
    for (let n = 1; n <= 35; n += 1) await sent(mia, ned.id, `Message ${n}`);
    const latest = await history(ned, `profile=${mia.id}`);
    expect(latest.messages).toHaveLength(30);
    expect(latest.messages.at(-1)!.body).toBe('Message 35');
    expect(latest).toMatchObject({ has_more: true, older_hidden: false });
    const older = await history(ned, `conversation=${latest.conversation}&before=${latest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older).toMatchObject({ has_more: false, older_hidden: true });
  });

  it('keeps every conversation to its two members, and nothing crosses a block', async () => {
    const [olga, piet, quin] = await Promise.all([woman(server), man(server), man(server)]);
    const { message } = await sent(olga, piet.id);
    const conversation = message.conversation;
    // Quin asks for a conversation that is not his.
    for (const [method, url, body] of [
      ['GET', `/api/messages.php?conversation=${conversation}`, undefined],
      ['PUT', '/api/chat.php', { conversation, up_to: message.id }],
      ['DELETE', '/api/chat.php', { conversation }],
    ] as const) {
      const response = await call(server, method, url, body, quin.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).error).toBe('conversation_unknown');
      expect(response.body).not.toContain('Hello there');
    }

    expect((await call(server, 'POST', '/api/block.php', { id: olga.id }, piet.cookie)).statusCode).toBe(200);
    expect(await chatsOf(piet)).toEqual([]);
    expect(await chatsOf(olga)).toEqual([]);
    // Each is told which way the block goes, by name.
    const byBlocked = await send(server, olga, piet.id);
    expect(byBlocked.statusCode).toBe(403);
    expect(errorOf(byBlocked)).toMatchObject({ error: 'blocked_by', params: { name: piet.name } });
    const byBlocker = await send(server, piet, olga.id);
    expect(byBlocker.statusCode).toBe(403);
    expect(errorOf(byBlocker)).toMatchObject({ error: 'blocked_member', params: { name: olga.name, id: olga.id } });
    expect((await call(server, 'GET', `/api/messages.php?conversation=${conversation}`, undefined, olga.cookie)).statusCode).toBe(403);
    expect((await call(server, 'GET', `/api/messages.php?profile=${olga.id}`, undefined, piet.cookie)).statusCode).toBe(403);
  });
});

describe('photos and gifts', () => {
  const jpeg = () => sharp({ create: { width: 900, height: 600, channels: 3, background: '#a86' } }).jpeg().toBuffer();
  const upload = async (member: { cookie: string }) => {
    const response = await server.app.inject({
      method: 'POST', url: '/api/chat-photos.php', payload: await jpeg(), headers: { cookie: member.cookie, 'content-type': 'image/jpeg' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return chatPhotoUploadSchema.parse(response.json());
  };
  const sendKind = (from: { cookie: string }, to: number, extra: object) =>
    call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to, body: '', ...extra }, from.cookie);
  const fileOf = (url: string, member?: { cookie: string }) =>
    server.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

  it('a gift costs its price even while text is free, and shows as a gift', async () => {
    const [rita, sam] = await Promise.all([woman(server), man(server)]);
    const rose = await sendKind(rita, sam.id, { kind: 'gift', gift: 'rose' });
    expect(rose.statusCode, rose.body).toBe(201);
    const answer = sendMessageResponseSchema.parse(rose.json());
    expect(answer).toMatchObject({ credits: SIGNUP_CREDITS - GIFT_PRICE, free_messages_left: 2 });
    expect(answer.message).toMatchObject({ kind: 'gift', gift: 'rose', body: '', photo: null });
    // The champagne costs 3 gift prices: 9 of the 9 credits left.
    expect(sendMessageResponseSchema.parse((await sendKind(rita, sam.id, { kind: 'gift', gift: 'champagne' })).json()).credits).toBe(0);
    expect((await sendKind(rita, sam.id, { kind: 'gift', gift: 'rose' })).statusCode).toBe(402);
    expect((await history(rita, `profile=${sam.id}`)).free_messages_left).toBe(2);
    const { messages } = await history(sam, `profile=${rita.id}`);
    expect(messages.map((message) => message.gift)).toEqual(['rose', 'champagne']);
    const spends = (await ledgerOf(server.db, rita.id)).filter((entry) => entry.reason === 'gift').map((entry) => entry.amount);
    expect(spends.sort()).toEqual([-3 * GIFT_PRICE, -GIFT_PRICE].sort());

    for (const bad of [{ kind: 'gift', gift: 'yacht' }, { kind: 'gift' }, { kind: 'gift', gift: 'rose', photo: { own: 1 } }, { kind: 'video' }]) {
      const refused = await sendKind(rita, sam.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(refused).message.length).toBeGreaterThan(0);
    }
  });

  it('a photo is uploaded, sent for the photo price, and seen only by the two members', async () => {
    const [tess, uli, vic] = await Promise.all([woman(server), man(server), man(server)]);
    const { upload: key, photo } = await upload(tess);
    expect(key).toMatch(new RegExp(`^c${tess.id}-`));
    // Before it is sent, only the uploader sees it.
    expect((await fileOf(photo.card, tess)).statusCode).toBe(200);
    expect((await fileOf(photo.card, uli)).statusCode).toBe(404);
    expect((await fileKeysInUse(server.db, [key])).has(key)).toBe(false);

    // Someone else cannot send Tess's upload.
    const stolen = await sendKind(vic, uli.id, { kind: 'image', photo: { upload: key } });
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).error).toBe('photo_unknown');

    const response = await sendKind(tess, uli.id, { kind: 'image', photo: { upload: key }, body: 'At the beach' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = sendMessageResponseSchema.parse(response.json());
    expect(answer.credits).toBe(SIGNUP_CREDITS - PHOTO_PRICE);
    expect((await ledgerOf(server.db, tess.id)).filter((entry) => entry.reason === 'photo').map((entry) => entry.amount)).toEqual([-PHOTO_PRICE]);
    expect(answer.message).toMatchObject({ kind: 'image', body: 'At the beach', photo, gift: null });
    expect((await fileKeysInUse(server.db, [key])).has(key)).toBe(true);

    const seen = await fileOf(photo.full, uli);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect((await fileOf(photo.full, vic)).statusCode).toBe(404);
    expect((await fileOf(photo.full)).statusCode).toBe(404);

    // A block closes the photo to the other member at once.
    expect((await call(server, 'POST', '/api/block.php', { id: tess.id }, uli.cookie)).statusCode).toBe(200);
    expect((await fileOf(photo.full, uli)).statusCode).toBe(404);
  });

  it('an own private profile photo sent in chat opens to the partner only', async () => {
    const [wil, xia, yan] = await Promise.all([woman(server), man(server), man(server)]);
    await makePremium(server, wil.id);
    const addPhoto = async () => server.app.inject({
      method: 'POST', url: '/api/photos.php', payload: await jpeg(), headers: { cookie: wil.cookie, 'content-type': 'image/jpeg' },
    });
    // The first photo is the main one, always public: the second may be private.
    await addPhoto();
    const added = await addPhoto();
    expect(added.statusCode, added.body).toBe(201);
    const own = photosResponseSchema.parse(added.json()).photos.at(-1)!;
    expect((await call(server, 'PUT', '/api/photos.php', { id: own.id, private: true }, wil.cookie)).statusCode).toBe(200);
    expect((await fileOf(own.full, xia)).statusCode).toBe(403);

    expect((await sendKind(wil, xia.id, { kind: 'image', photo: { own: own.id } })).statusCode).toBe(201);
    expect((await fileOf(own.full, xia)).statusCode).toBe(200);
    expect((await fileOf(own.full, yan)).statusCode).toBe(403);
    // Another member's photo id is not the sender's to send.
    expect((await sendKind(yan, xia.id, { kind: 'image', photo: { own: own.id } })).statusCode).toBe(404);
  });

  it('refuses a file that is no photo, and a chat photo upload without a session', async () => {
    const member = await woman(server);
    const notPhoto = await server.app.inject({
      method: 'POST', url: '/api/chat-photos.php', payload: Buffer.from('not an image'), headers: { cookie: member.cookie, 'content-type': 'image/jpeg' },
    });
    expect(notPhoto.statusCode).toBe(415);
    expect(errorOf(notPhoto).message).toContain('not a photo');
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/chat-photos.php', payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    expect(anonymous.statusCode).toBe(403);
  });
});
