import type { SendMessage, SendMessageResponse } from '../../common/api/chat';
import type { SendFailure } from '../api/chat';
import { storeArrivedMessage } from './chats';
import type { AppDatabase, OutboxRow } from './database';

/**
 * Messages written on this device and not yet accepted by the server (issue 14). They show at once
 * as pending, survive closing the app, and are delivered oldest first when the connection allows: by
 * the service worker's background sync where the browser has it, by the page otherwise. Both may try
 * at once; a lock keeps one delivery at a time per device, and the client id makes the server store
 * each message once whoever sends it.
 */

export interface DeliveryReport {
  /** Accepted by the server, in order. */
  delivered: SendMessageResponse[];
  /** Refused by the server (4xx): kept as failed, with why. */
  failed: OutboxRow[];
  /** A delivered message belongs to a conversation the list does not hold yet. */
  unknownConversation: boolean;
}


export type Send = (message: SendMessage) => Promise<SendMessageResponse>;

export async function queueMessage(database: AppDatabase, row: OutboxRow): Promise<void> {
  await database.outbox.put(row);
}

/** A member's messages still on this device, oldest first. */
export async function queuedFor(database: AppDatabase, to: number): Promise<OutboxRow[]> {
  return (await database.outbox.where('to').equals(to).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The member asked to send a refused message again. */
export async function retryQueued(database: AppDatabase, clientId: string): Promise<void> {
  await database.outbox.where('clientId').equals(clientId).modify((row) => {
    row.state = 'pending';
    delete row.error;
  });
}

export async function dropQueued(database: AppDatabase, clientId: string): Promise<void> {
  await database.outbox.delete(clientId);
}

function toRequest(row: OutboxRow): SendMessage {
  const base = { client_id: row.clientId, to: row.to, body: row.body };
  if (row.kind === 'gift') return { ...base, kind: 'gift', gift: row.gift! };
  if (row.kind === 'image') return { ...base, kind: 'image', photo: row.photo! };
  return { ...base, kind: 'text' };
}

/** Without Web Locks (an old browser), deliveries of this context at least wait for one another. */
let localTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` as the only delivery on this device (Web Locks, shared by tabs and the service worker). */
async function alone<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request('amora-outbox', work);
  const turn = localTurn.then(work, work);
  localTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * Sends every pending message, oldest first. A message the server accepted leaves the outbox and
 * joins its conversation; one it refused stays as failed; on a failure that may pass (offline, the
 * server down) delivery stops, and the rest waits for the next try in order.
 */
export async function deliverOutbox(database: AppDatabase, send: Send, failureOf: (error: unknown) => SendFailure): Promise<DeliveryReport> {
  return alone(async () => {
    const report: DeliveryReport = { delivered: [], failed: [], unknownConversation: false };
    const pending = (await database.outbox.orderBy('createdAt').toArray()).filter((row) => row.state === 'pending');
    for (const row of pending) {
      let answer: SendMessageResponse;
      try {
        answer = await send(toRequest(row));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure.final) break;
        const failed: OutboxRow = { ...row, state: 'failed', error: failure.refusal };
        await database.outbox.put(failed);
        report.failed.push(failed);
        continue;
      }
      await database.transaction('rw', database.outbox, database.chats, database.messages, database.keyValue, async () => {
        await database.outbox.delete(row.clientId);
        if (!(await storeArrivedMessage(database, answer.message))) report.unknownConversation = true;
      });
      report.delivered.push(answer);
    }
    return report;
  });
}
