import { atom } from 'jotai';
import type { ChatPhotoSource, MessageKind } from '../../common/api/chat';
import type { GiftId } from '../../common/gifts';
import { fetchChats, fetchConversation, readChat, removeChat, sendFailureOf, sendMessage, uploadChatPhoto } from '../api/chat';
import type { SendFailure } from '../api/chat';
import { loadDatabase } from '../db/load';
import { sendTyping } from '../workers/poller/client';
import { userAnswerAtom, userAtom } from './auth';

/**
 * Chat (docs/product/states.md#chat, issue 14): the actions of the chat screens. Each writes Dexie, which the
 * screens, the badges and the title follow; the poller worker writes it too, from polls and the
 * live channel. A message goes through the outbox, so nothing written is lost when offline.
 */

const chatModules = () => Promise.all([loadDatabase(), import('../db/chats'), import('../db/outbox')]);

/** Refusals the composer answers by keeping the text (docs/product/errors.md#other-failures: the text stays in the composer) rather than a failed bubble. */
const KEPT_IN_COMPOSER = new Set(['message_not_enough_credits', 'conversation_limit', 'partner_unconfirmed', 'blocked_by', 'blocked_member']);

/** Fetches the conversation list into Dexie (the chats page on opening; after a failed removal). */
export const loadChatsAtom = atom(null, async () => {
  const [db, { storeChats }] = await chatModules();
  await storeChats(db, await fetchChats());
});

/**
 * Opens a conversation, with a member (it may not exist yet) or by its id: its newest messages are
 * fetched into Dexie with the partner's card, and the last_chat_opened_* of docs/product/data.md#counts-and-last-opened-chat are kept. Answers the
 * partner's id (a conversation by id names its partner only here).
 */
export const openConversationAtom = atom(null, async (_get, _set, target: { profile: number } | { conversation: number }) => {
  const [db, { storeHistory, storePartner, rememberChatOpened }] = await chatModules();
  const answer = await fetchConversation(target);
  await storePartner(db, answer.conversation, answer.profile);
  await storeHistory(db, answer, false);
  await rememberChatOpened(db, answer.profile.id, new Date());
  return answer.profile.id;
});

/** The next older page of a conversation, above what is shown. */
export const loadOlderMessagesAtom = atom(null, async (_get, _set, conversation: number, before: number) => {
  const [db, { storeHistory }] = await chatModules();
  await storeHistory(db, await fetchConversation({ conversation, before }), true);
});

/**
 * The member saw the conversation up to a message: nothing in it is unread, at once on this device
 * (badge and title follow), then on the server, which tells the partner and the member's other apps.
 */
export const readConversationAtom = atom(null, async (_get, _set, conversation: number, upTo: number) => {
  const [db, { storeRead }] = await chatModules();
  await storeRead(db, { conversation, upTo, byMe: true });
  await readChat(conversation, upTo);
});

/**
 * docs/product/states.md#removing-a-conversation: a removed chat leaves the list at once, then the server is told; when it refuses, the
 * screen shows why (the error this throws) and the list is read anew.
 */
export const removeChatAtom = atom(null, async (_get, set, conversation: number) => {
  const [db, { forgetChat }] = await chatModules();
  await forgetChat(db, conversation);
  try {
    await removeChat({ conversation });
  } catch (error) {
    await set(loadChatsAtom).catch(() => {});
    throw error;
  }
});

/**
 * Sends every message waiting in the outbox (after a send, when the connection returns, at start).
 * The answers carry the member's credits; a message of a conversation not listed yet brings the list.
 */
export const deliverOutboxAtom = atom(null, async (get, set) => {
  const [db, { storeFreeMessagesLeft }, { deliverOutbox }] = await chatModules();
  const report = await deliverOutbox(db, sendMessage, sendFailureOf);
  const last = report.delivered.at(-1);
  const user = get(userAtom);
  if (last && user) set(userAnswerAtom, { ...user, credits: last.credits });
  if (last) await storeFreeMessagesLeft(db, last.free_messages_left);
  if (report.unknownConversation) await set(loadChatsAtom).catch(() => {});
  return report;
});

/** Why the server would not take a message, as the composer says it. */
export type SendRefusal = SendFailure['refusal'];

export interface NewMessage {
  to: number;
  kind: MessageKind;
  body: string;
  gift?: GiftId;
  photo?: ChatPhotoSource;
  /** For a photo, what the device shows until the server's copy comes. */
  photoUrl?: string;
}

/** A fresh client id for a message (randomUUID needs a secure context; a LAN address is not). */
function newClientId(): string {
  if (globalThis.crypto.randomUUID) return globalThis.crypto.randomUUID();
  const hex = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends a message: it goes into the outbox (shown at once as pending) and is delivered now when the
 * device is online, by the service worker's background sync or the next connection otherwise. A
 * refusal about sending at all (credits, the free limit, a block, an unconfirmed partner) takes the
 * message back and answers why, so the composer keeps the text; any other refusal leaves it failed,
 * with retry and delete.
 */
export const sendMessageAtom = atom(null, async (_get, set, message: NewMessage): Promise<SendRefusal | null> => {
  const [db, , { queueMessage, dropQueued }] = await chatModules();
  const clientId = newClientId();
  await queueMessage(db, { ...message, clientId, createdAt: new Date().toISOString(), state: 'pending' });
  if (globalThis.navigator?.onLine === false) {
    await requestBackgroundSync();
    return null;
  }
  const report = await set(deliverOutboxAtom);
  const refused = report.failed.find((row) => row.clientId === clientId);
  if (refused?.error?.code && KEPT_IN_COMPOSER.has(refused.error.code)) {
    await dropQueued(db, clientId);
    return refused.error;
  }
  // Still waiting (the server could not be reached): the service worker tries when the connection returns.
  if (!report.delivered.some((answer) => answer.message.client_id === clientId) && !refused) await requestBackgroundSync();
  return null;
});

/** Where the browser has background sync, the service worker delivers the outbox once the connection returns, even with the app closed. */
async function requestBackgroundSync(): Promise<void> {
  const registration = await globalThis.navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register('outbox').catch(() => {});
}

export const retryMessageAtom = atom(null, async (_get, set, clientId: string) => {
  const [db, , { retryQueued }] = await chatModules();
  await retryQueued(db, clientId);
  await set(deliverOutboxAtom);
});

export const deleteQueuedMessageAtom = atom(null, async (_get, _set, clientId: string) => {
  const [db, , { dropQueued }] = await chatModules();
  await dropQueued(db, clientId);
});

/** A photo for a message, uploaded with progress (0–1): sent as `{ upload }`. */
export const uploadChatPhotoAtom = atom(null, async (_get, _set, file: File, onProgress: (fraction: number) => void) =>
  uploadChatPhoto(file, onProgress));

/** The member is writing in a conversation: the poller worker tells the partner (nothing before it has started). */
export const sendTypingAtom = atom(null, (_get, _set, conversation: number) => sendTyping(conversation));
