import { z } from 'zod/mini';
import { rowIdSchema } from './ids';
import { chatMessageSchema } from './chat';

/**
 * The live channel (GET /api/live.php, a WebSocket; docs/api.md): events for one member, sent to each
 * of their open apps as JSON `{ type, payload }`, and what an app may send back (typing). Polling
 * (docs/product/states.md#polling) stays the fallback, so every event is also what the next poll would show.
 */

const id = rowIdSchema;

export const liveEventSchema = z.discriminatedUnion('type', [
  /** A new message in one of the member's conversations, as the member sees it (from them on another device, or to them). */
  z.object({ type: z.literal('message'), payload: z.object({ conversationId: id, senderId: id, message: chatMessageSchema }) }),
  z.object({ type: z.literal('like'), payload: z.object({ likerId: id }) }),
  z.object({ type: z.literal('match'), payload: z.object({ partnerId: id }) }),
  /** The partner is writing in the conversation (sent at most once a second; the app shows it for a few seconds). */
  z.object({ type: z.literal('typing'), payload: z.object({ conversationId: id, senderId: id }) }),
  /** Someone read a conversation up to a message: the partner (the member's messages are read) or the member on another device. */
  z.object({ type: z.literal('read'), payload: z.object({ conversationId: id, readerId: id, upToMessageId: id }) }),
  z.object({ type: z.literal('credits'), payload: z.object({ balance: z.int() }) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What an app sends on the live channel. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('typing'), conversation: id }),
  /** The page went out of view or came back: while no app is in view, news goes out by push. */
  z.strictObject({ type: z.literal('visibility'), hidden: z.boolean() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** GET /api/live.php?app=…&hidden=1: the page's own name (the page-hidden beacon names it too), and whether it opens out of view. */
export const liveQuerySchema = z.object({
  app: z.optional(z.string().check(z.regex(/^[\w-]{8,64}$/))),
  hidden: z.optional(z.enum(['0', '1'])),
});

// Close codes of the live channel that the app acts on (common/rules/live-close.ts).
/** The session ended (logout, a changed password, a ban, a deletion): do not reconnect until a member is logged in. */
export const LIVE_CLOSE_SESSION_ENDED = 4401;
/** The member opened more apps than the server keeps sockets for, and this was the oldest: do not fight the newer one for its place. */
export const LIVE_CLOSE_REPLACED = 4409;
/** The socket sent far more than an app does (the standard code for a policy violation). */
export const LIVE_CLOSE_POLICY = 1008;
/** The server process is restarting (the standard "service restart"): reconnect at once, another process takes the socket. */
export const LIVE_CLOSE_RESTART = 1012;
/** The server cannot deliver events for now (the standard "try again later"): reconnect after a while, polling meanwhile. */
export const LIVE_CLOSE_TRY_AGAIN = 1013;
