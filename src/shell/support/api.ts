/** The chat's unread count by contract (src/contracts/support); the chat page itself is the member remote's. */
import { CHAT_CALLS, CHAT_MODULE_ID } from '@contracts/support/calls';
import { type UnreadCount, UnreadCountSchema } from '@contracts/support/chat';
import { apiRequest } from '@kernel';

export const chatApi = {
  unreadCount: (): Promise<UnreadCount> =>
    apiRequest(CHAT_CALLS.unreadCount.path, {
      method: CHAT_CALLS.unreadCount.method,
      query: { moduleId: CHAT_MODULE_ID },
      schema: UnreadCountSchema,
    }),
};
