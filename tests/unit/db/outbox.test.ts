import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendMessage, SendMessageResponse } from '../../../common/api/chat';
import { messagesOf } from '../../../src/db/chats';
import { AppDatabase } from '../../../src/db/database';
import type { SendFailure } from '../../../src/api/chat';
import { deliverOutbox, dropQueued, queuedFor, queueMessage, retryQueued } from '../../../src/db/outbox';
import { chat, message, queued } from '../chat-fixtures';

/** The outbox: messages written on the device, delivered in order, once, or kept as failed with why. */

let database: AppDatabase;
beforeEach(() => {
  database = new AppDatabase(`outbox-${Math.random()}`);
});
afterEach(() => database.delete());

class Refused extends Error {
  constructor(readonly final: boolean, readonly code: string) {
    super(code);
  }
}
const failureOf = (error: unknown): SendFailure => {
  const refused = error as Refused;
  return { final: refused.final, refusal: { code: refused.code, message: `Refused: ${refused.code}`, params: {} } };
};

let nextId = 100;
const accepted = (request: SendMessage): SendMessageResponse => ({
  message: message(nextId++, 1, { from_me: true, client_id: request.client_id, body: request.body, kind: request.kind }),
  credits: 10, free_messages_left: 0,
});

describe('the outbox', () => {
  it('delivers pending messages oldest first, each into its conversation, and empties', async () => {
    await database.chats.put(chat(1, 2));
    await queueMessage(database, queued('b', 2, { createdAt: '2026-11-21T10:00:02Z', body: 'second' }));
    await queueMessage(database, queued('a', 2, { createdAt: '2026-11-21T10:00:01Z', body: 'first' }));
    const send = vi.fn(async (request: SendMessage) => accepted(request));
    const report = await deliverOutbox(database, send, failureOf);
    expect(send.mock.calls.map(([request]) => request.body)).toEqual(['first', 'second']);
    expect(send.mock.calls[0]![0]).toEqual({ client_id: 'a', to: 2, kind: 'text', body: 'first' });
    expect(report.delivered).toHaveLength(2);
    expect(report.unknownConversation).toBe(false);
    expect(await database.outbox.count()).toBe(0);
    expect((await messagesOf(database, 1)).map((m) => m.body)).toEqual(['first', 'second']);
    expect((await database.chats.get(1))?.last_message?.body).toBe('second');
  });

  it('stops at a failure that may pass and keeps the rest in order; a refusal is kept as failed with why', async () => {
    await queueMessage(database, queued('a', 2, { createdAt: '2026-11-21T10:00:01Z' }));
    await queueMessage(database, queued('b', 2, { createdAt: '2026-11-21T10:00:02Z', kind: 'gift', gift: 'rose', body: '' }));
    await queueMessage(database, queued('c', 2, { createdAt: '2026-11-21T10:00:03Z' }));
    const offline = vi.fn(async () => {
      throw new Refused(false, 'offline');
    });
    expect((await deliverOutbox(database, offline, failureOf)).delivered).toEqual([]);
    expect(offline).toHaveBeenCalledTimes(1);
    expect((await queuedFor(database, 2)).map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);

    const send = vi.fn(async (request: SendMessage) => {
      if (request.kind === 'gift') throw new Refused(true, 'message_not_enough_credits');
      return accepted(request);
    });
    const report = await deliverOutbox(database, send, failureOf);
    expect(report.delivered.map((answer) => answer.message.client_id)).toEqual(['a', 'c']);
    expect(report.unknownConversation).toBe(true);
    expect(send.mock.calls[1]![0]).toEqual({ client_id: 'b', to: 2, kind: 'gift', gift: 'rose', body: '' });
    const [failed] = await queuedFor(database, 2);
    expect(failed).toMatchObject({ clientId: 'b', state: 'failed', error: { code: 'message_not_enough_credits' } });

    // A failed message is not sent again by itself; retried, it is.
    send.mockClear();
    await deliverOutbox(database, send, failureOf);
    expect(send).not.toHaveBeenCalled();
    await retryQueued(database, 'b');
    const [again] = await queuedFor(database, 2);
    expect(again?.state).toBe('pending');
    expect(again?.error).toBeUndefined();
    await dropQueued(database, 'b');
    expect(await queuedFor(database, 2)).toEqual([]);
  });

  it('delivers once when two deliveries run at once (two tabs, or a tab and the service worker)', async () => {
    await queueMessage(database, queued('a', 2));
    const send = vi.fn(async (request: SendMessage) => accepted(request));
    await Promise.all([deliverOutbox(database, send, failureOf), deliverOutbox(database, send, failureOf)]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
