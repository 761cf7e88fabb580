import type {
  ChatPhotoUpload, ChatsResponse, MessagesResponse, RemoveChat, SendMessage, SendMessageResponse,
} from '../../common/api/chat';
import { isTransient } from '../../common/rules/retry';
import { ApiError, request, upload } from './client';

/** Conversations, their messages, and sending (docs/api.md). */

type Ok = { ok: true };

export const fetchChats = () => request<ChatsResponse>('chats.php');

export const fetchConversation = (query: { profile: number } | { conversation: number; before?: number }) =>
  request<MessagesResponse>('messages.php', { query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });

export const sendMessage = (body: SendMessage) => request<SendMessageResponse>('messages.php', { method: 'POST', body });

export const readChat = (conversation: number, upTo: number) => request<Ok>('chat.php', { method: 'PUT', body: { conversation, up_to: upTo } });

export const removeChat = (target: RemoveChat) => request<Ok>('chat.php', { method: 'DELETE', body: target });

export const uploadChatPhoto = (file: Blob, onProgress: (fraction: number) => void) => upload<ChatPhotoUpload>('chat-photos.php', file, onProgress);

/** How a send failed: the server's final refusal (kept with the message), or anything that may pass (offline, 5xx, a timeout). */
export interface SendFailure {
  final: boolean;
  refusal: { code: string | null; message: string; params: Record<string, string | number> };
}

/** Whether a failed send is the server's final word (kept as failed) or may pass (the outbox tries again). */
export function sendFailureOf(error: unknown): SendFailure {
  const apiError = error instanceof ApiError ? error : new ApiError(null, String(error));
  return {
    final: !isTransient(apiError.status, apiError.retryAfterSeconds),
    refusal: { code: apiError.code, message: apiError.message, params: apiError.params },
  };
}
