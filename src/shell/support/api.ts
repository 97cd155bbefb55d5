/** The support-chat calls by contract (src/contracts/support). */
import { CHAT_CALLS, CHAT_MODULE_ID } from '@contracts/support/calls';
import { type ChatMessage, ChatMessageSchema, type ChatMessages, ChatMessagesSchema, type UnreadCount, UnreadCountSchema } from '@contracts/support/chat';
import { apiRequest } from '@kernel';

export const chatApi = {
  unreadCount: (): Promise<UnreadCount> =>
    apiRequest(CHAT_CALLS.unreadCount.path, { method: CHAT_CALLS.unreadCount.method, query: { moduleId: CHAT_MODULE_ID }, schema: UnreadCountSchema }),
  messages: (after?: number): Promise<ChatMessages> =>
    apiRequest(CHAT_CALLS.messages.path, { method: CHAT_CALLS.messages.method, query: { after }, schema: ChatMessagesSchema }),
  send: (text: string): Promise<ChatMessage> => apiRequest(CHAT_CALLS.send.path, { method: CHAT_CALLS.send.method, body: { text }, schema: ChatMessageSchema }),
  read: (upTo: number): Promise<UnreadCount> => apiRequest(CHAT_CALLS.read.path, { method: CHAT_CALLS.read.method, body: { upTo }, schema: UnreadCountSchema }),
};
