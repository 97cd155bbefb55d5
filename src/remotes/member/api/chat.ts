/** The support-chat calls the chat page makes, by contract (src/contracts/support); the host fetches the unread count. */
import { CHAT_CALLS } from '@contracts/support/calls';
import {
  type ChatMessage,
  ChatMessageSchema,
  type ChatMessages,
  ChatMessagesSchema,
  type UnreadCount,
  UnreadCountSchema,
} from '@contracts/support/chat';
import { apiRequest } from '@kernel';

export const chatApi = {
  messages: (after?: number): Promise<ChatMessages> =>
    apiRequest(CHAT_CALLS.messages.path, { method: CHAT_CALLS.messages.method, query: { after }, schema: ChatMessagesSchema }),
  send: (text: string): Promise<ChatMessage> =>
    apiRequest(CHAT_CALLS.send.path, { method: CHAT_CALLS.send.method, body: { text }, schema: ChatMessageSchema }),
  read: (upTo: number): Promise<UnreadCount> =>
    apiRequest(CHAT_CALLS.read.path, { method: CHAT_CALLS.read.method, body: { upTo }, schema: UnreadCountSchema }),
};
