import type { FastifyInstance } from 'fastify';
import { messagesQuerySchema, readChatSchema, removeChatSchema, sendMessageSchema } from '../../common/api/chat';
import { conversationMessages, memberChats, readConversation, removeConversation, sendMessage } from '../domain/chat/chat';
import { addChatPhoto } from '../domain/chat/chat-photos';
import { ProblemError } from '../domain/problems';
import { limitRate, requireUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';

const OK = { ok: true } as const;

/** Conversations and their messages (docs/product/calls.md#chat). */
export function chatRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;

  app.get('/api/chats.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'private, no-cache').send(await memberChats(db, config, userId, deps.now()));
  });

  app.get('/api/messages.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const query = parseInput(messagesQuerySchema, request.query);
    return reply.header('cache-control', 'private, no-cache').send(await conversationMessages(db, config, userId, query, deps.now()));
  });

  // The client id makes a repeated send answer the first message: the Idempotency-Key store is not needed.
  app.post('/api/messages.php', { config: { ownIdempotency: true } }, async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'message', userId);
    const answer = await sendMessage(deps, userId, parseInput(sendMessageSchema, request.body), deps.now());
    return reply.status(201).send(answer);
  });

  // The photo is the raw request body, as for profile photos (the parser is theirs).
  app.post('/api/chat-photos.php', { bodyLimit: 20 * 1024 * 1024 }, async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'photo', userId);
    if (!Buffer.isBuffer(request.body)) throw new ProblemError('photo_unreadable');
    return reply.status(201).header('cache-control', 'no-store').send(await addChatPhoto(config, deps.storage, userId, request.body));
  });

  app.put('/api/chat.php', async (request) => {
    const userId = await requireUserId(deps, request);
    const { conversation, up_to: upTo } = parseInput(readChatSchema, request.body);
    await readConversation(deps, userId, conversation, upTo, deps.now());
    return OK;
  });

  app.delete('/api/chat.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await removeConversation(db, userId, parseInput(removeChatSchema, request.body));
    return OK;
  });
}
