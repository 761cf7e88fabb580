import { z } from 'zod/mini';
import { rowIdSchema, queryRowIdSchema } from './ids';
import { GIFT_IDS } from '../gifts';
import { profileCardSchema } from './profiles';

/**
 * The chat calls (docs/product/data.md#chat-state, docs/product/calls.md#chat; each
 * listed in docs/api.md). A message carries the sender's own id for it (`client_id`, a UUID), so
 * a send repeated by a retry, the outbox or a second tab stores one message and spends once.
 */

const id = rowIdSchema;
const queryId = queryRowIdSchema;

/** Generous bounds: the length rule and its message are the server's (settings.message_length). */
const MESSAGE_BODY_BOUND = 100_000;

export const MESSAGE_KINDS = ['text', 'image', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Where a message stands, for its sender: `held` until the sender confirms their e-mail (docs/product/states.md#messages),
 * then `delivered`, then `read`. The client shows its own `sending` and `failed` before an answer.
 */
export const MESSAGE_STATES = ['held', 'delivered', 'read'] as const;

export const chatMessageSchema = z.object({
  id,
  client_id: z.nullable(z.string()),
  conversation: id,
  from_me: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text, or a photo's or gift's caption (may be empty). */
  body: z.string(),
  gift: z.nullable(z.enum(GIFT_IDS)),
  photo: z.nullable(z.object({ thumb: z.string(), card: z.string(), full: z.string() })),
  created_at: z.string(),
  state: z.enum(MESSAGE_STATES),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat photo uploaded by POST /api/chat-photos.php ("c12-3f…"), or one of the sender's own profile photos. */
export const chatPhotoSourceSchema = z.union([
  z.strictObject({ upload: z.string().check(z.regex(/^c[0-9]+-[0-9a-f]{16}$/)) }),
  z.strictObject({ own: id }),
]);
export type ChatPhotoSource = z.infer<typeof chatPhotoSourceSchema>;

const sendBase = { client_id: z.uuid(), to: id, body: z.string().check(z.maxLength(MESSAGE_BODY_BOUND)) };

/** POST /api/messages.php: a message to a member (the conversation is theirs together, started by the first message). */
export const sendMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...sendBase, kind: z.literal('text') }),
  z.strictObject({ ...sendBase, kind: z.literal('image'), photo: chatPhotoSourceSchema }),
  z.strictObject({ ...sendBase, kind: z.literal('gift'), gift: z.enum(GIFT_IDS) }),
]);
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z.object({
  message: chatMessageSchema,
  /** The sender's credits after the message. */
  credits: z.int(),
  /** Free messages the sender has left (free members; 0 for premium members). */
  free_messages_left: z.int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** POST /api/chat-photos.php: a photo stored for a chat message, not shown on the profile. */
export const chatPhotoUploadSchema = z.object({
  upload: z.string(),
  photo: z.object({ thumb: z.string(), card: z.string(), full: z.string() }),
});
export type ChatPhotoUpload = z.infer<typeof chatPhotoUploadSchema>;

/** GET /api/chats.php (docs/product/data.md#conversation: chats with conversation, profile and num_unread_messages). */
export const chatSchema = z.object({
  conversation: id,
  profile: profileCardSchema,
  num_unread_messages: z.int().check(z.nonnegative()),
  last_message: z.nullable(chatMessageSchema),
  updated_at: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;
export const chatsResponseSchema = z.object({ chats: z.array(chatSchema) });
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** GET /api/messages.php?profile= (the conversation with a member, if any) or ?conversation=&before= (older messages). */
export const messagesQuerySchema = z.union([
  z.strictObject({ profile: queryId }),
  z.strictObject({ conversation: queryId, before: z.optional(queryId) }),
]);
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesResponseSchema = z.object({
  /** Null until the first message. */
  conversation: z.nullable(id),
  profile: profileCardSchema,
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** Older messages can be asked for with `before`. */
  has_more: z.boolean(),
  /** Older messages exist but are no longer shown (docs/product/errors.md#chat-and-messages: 'Older messages are no longer visible to protect your privacy.'). */
  older_hidden: z.boolean(),
  /** Free messages the member has left (free members; 0 for premium members), for the composer. */
  free_messages_left: z.int(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** PUT /api/chat.php: the member has read the conversation up to a message. */
export const readChatSchema = z.strictObject({ conversation: id, up_to: id });

/** DELETE /api/chat.php (docs/product/calls.md#remove-a-conversation: body {conversation}); `{profile}` removes every conversation with that member (docs/product/states.md#removing-a-conversation). */
export const removeChatSchema = z.union([z.strictObject({ conversation: id }), z.strictObject({ profile: id })]);
export type RemoveChat = z.infer<typeof removeChatSchema>;
