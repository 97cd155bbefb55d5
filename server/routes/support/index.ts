/**
 * The support-chat route group (CBS3): the player's conversation, writing, the unread
 * count of spec §7 (CBS_unreadCount), marking answers read. Paths and payloads: src/contracts/support/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { CHAT_CALLS as C } from '../../../src/contracts/support/calls';
import {
  ChatMessagesQuerySchema,
  ChatReadRequestSchema,
  SendChatRequestSchema,
  UnreadCountQuerySchema,
} from '../../../src/contracts/support/chat';
import { parseInput } from '../../http/validate';
import { chatContext, chatSenderKey, conversation, read, send, unreadCountOf } from '../../support/player';

export default async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.get(C.unreadCount.path, async (request) => {
    parseInput(UnreadCountQuerySchema, request.query, 'query');
    return ok(await unreadCountOf(app, request));
  });

  app.get(C.messages.path, async (request) => {
    const ctx = await chatContext(app, request);
    const { after } = parseInput(ChatMessagesQuerySchema, request.query, 'query');
    return ok(await conversation(ctx, after));
  });

  // a player writes at most 20 messages a minute: counted per player (his member id), not per address
  const sendLimit = { max: 20, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => chatSenderKey(app, request) };
  app.post(C.send.path, { config: { rateLimit: sendLimit } }, async (request) => {
    const ctx = await chatContext(app, request);
    const { text } = parseInput(SendChatRequestSchema, request.body, 'body');
    return ok(await send(ctx, text));
  });

  app.post(C.read.path, async (request) => {
    const ctx = await chatContext(app, request);
    const { upTo } = parseInput(ChatReadRequestSchema, request.body, 'body');
    return ok(await read(ctx, upTo));
  });
}
