import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendMessage } from '../../../common/api/chat';
import { userAnswerAtom, userAtom } from '../../../src/atoms/auth';
import { removeChatAtom, sendMessageAtom } from '../../../src/atoms/chats';
import { freeMessagesLeftStored, messagesOf } from '../../../src/db/chats';
import { db } from '../../../src/db/database';
import { chat, message } from '../chat-fixtures';
import { fakeServer, member } from './fake-server';

/** The chat actions: a message goes through the outbox; refusals keep what was written. */

let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  store = createStore();
  store.set(userAnswerAtom, member({ credits: 20, paid_user: true }));
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.chats.put(chat(1, 2));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const accepted = (request: SendMessage) => ({
  status: 201,
  body: { message: message(50, 1, { from_me: true, client_id: request.client_id, body: request.body }), credits: 15, free_messages_left: 0 },
});

describe('sending a message', () => {
  it('goes through the outbox into its conversation, and the answer brings the credits left', async () => {
    const fetch = fakeServer({ 'POST /api/messages.php': (body) => accepted(body as SendMessage) });
    expect(await store.set(sendMessageAtom, { to: 2, kind: 'text', body: 'Hoi Sam' })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect((await messagesOf(db, 1)).map((m) => m.body)).toEqual(['Hoi Sam']);
    expect(store.get(userAtom)?.credits).toBe(15);
    expect(await freeMessagesLeftStored(db)).toBe(0);
    // The same client id is sent as the message's own: the server stores it once however often it comes.
    const sent = JSON.parse(String(fetch.mock.calls[0]![1].body)) as SendMessage;
    expect(sent.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the text back with the reason when sending is refused for credits, leaving nothing queued', async () => {
    fakeServer({
      'POST /api/messages.php': () => ({
        status: 402, body: { error: 'message_not_enough_credits', message: 'You do not have enough credits to send this message', params: { credits: 5 } },
      }),
    });
    const refusal = await store.set(sendMessageAtom, { to: 2, kind: 'text', body: 'Hoi Sam' });
    expect(refusal).toMatchObject({ code: 'message_not_enough_credits' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a message refused for what it is as failed, and one that cannot go yet as pending', async () => {
    fakeServer({ 'POST /api/messages.php': () => ({ status: 400, body: { error: 'invalid_characters', message: 'This text contains characters that cannot be used.' } }) });
    expect(await store.set(sendMessageAtom, { to: 2, kind: 'text', body: 'Bad' })).toBeNull();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ state: 'failed', error: expect.objectContaining({ code: 'invalid_characters' }) })]);

    vi.stubGlobal('navigator', { onLine: false });
    const fetch = fakeServer({});
    expect(await store.set(sendMessageAtom, { to: 2, kind: 'gift', gift: 'rose', body: '' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect((await db.outbox.toArray()).map((row) => row.state).sort()).toEqual(['failed', 'pending']);
  });
});

describe('removing a conversation', () => {
  it('removes it at once; when the server refuses, the list is read anew and the error reaches the screen', async () => {
    fakeServer({
      'DELETE /api/chat.php': () => ({ status: 404, body: { error: 'conversation_unknown', message: 'This conversation does not exist (any more).' } }),
      'GET /api/chats.php': () => ({ body: { chats: [chat(1, 2)] } }),
    });
    await expect(store.set(removeChatAtom, 1)).rejects.toMatchObject({ code: 'conversation_unknown' });
    expect(await db.chats.get(1)).toBeDefined();
  });
});
