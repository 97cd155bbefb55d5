/**
 * Method and path of the support-chat calls (spec §7 "Chat", CBS3). The unread count keeps the
 * spec's relay name; the message calls are ours (the spec's CBS_launchChat opens a vendor's page,
 * here the chat page is the site's own /m/chat: docs/support.md).
 */
import { type CallDef, call } from '../call';

export const CHAT_CALLS = {
  /** spec §7: CBS_unreadCount (250 ms throttle, no alert); fetched for member types other than 4 */
  unreadCount: call('GET', '/wps/relay/CBS_unreadCount', 'query'),
  /** the player's conversation, oldest first; `after` = last id the page has */
  messages: call('GET', '/wps/chat/messages', 'query'),
  send: call('POST', '/wps/chat/messages', 'json'),
  /** the operator's answers up to `upTo` are read */
  read: call('POST', '/wps/chat/read', 'json'),
} as const satisfies Record<string, CallDef>;

export type ChatCallName = keyof typeof CHAT_CALLS;
export const CHAT_MODULE_ID = 'CBS3';
