/**
 * The player's side of the support chat (CBS3): his conversation, writing, the unread count of
 * operator answers, marking them read. Needs a session of a real (not trial) player account.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ChatMessage, type ChatMessages, chatTextProblem, normaliseChatText } from '../../src/contracts/support/chat';
import { loadBrand, requireFlags } from '../accounts/brand';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import { clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';
import { addMessage, listMessages, markRead, type Thread, unreadFrom } from './messages';

export type ChatContext = { db: Db; member: MemberRow; thread: Thread; now: Date };

export async function chatContext(app: FastifyInstance, request: FastifyRequest): Promise<ChatContext> {
  const brand = await loadBrand(app.db, request);
  requireFlags(brand, 'Chat', 'CBS3');
  const now = clock.now();
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  if (member.trial) throw new ApiError('trial.only');
  if (member.account_kind !== 'player')
    throw new ApiError('permission.denied', { message: 'Only player accounts can use the support chat', status: 403 });
  return { db: app.db, member, thread: { tenantId: brand.tenant.id, memberId: member.id }, now };
}

/**
 * The key of the chat's own limit, "20 messages a minute per player": the sender's member id, so the
 * players behind one carrier address do not share one count and a player changing address does not
 * get a new one. A call without a valid session counts by address (its handler then refuses it).
 */
export async function chatSenderKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (!request.tenant) return `address:${request.ip}`;
  try {
    const { member } = await authenticate(app.db, platformHeaders(request).token, request.tenant.id, clock.now());
    return `member:${member.id}`;
  } catch (error) {
    if (error instanceof ApiError) return `address:${request.ip}`;
    throw error;
  }
}

/** A text the server refuses: 400 request.invalid naming the field and the rule. */
export function checkedText(text: string): string {
  const problem = chatTextProblem(text);
  if (problem)
    throw new ApiError('request.invalid', {
      message: `text: ${problem === 'empty' ? 'empty' : problem === 'long' ? 'too long' : 'control characters are not allowed'}`,
      status: 400,
      value: { fields: { text: problem } },
    });
  return normaliseChatText(text);
}

export async function conversation(ctx: ChatContext, after?: number): Promise<ChatMessages> {
  const [list, unReadCount] = await Promise.all([listMessages(ctx.db, ctx.thread, after), unreadFrom(ctx.db, ctx.thread, 'operator')]);
  return { list, unReadCount };
}

export function send(ctx: ChatContext, text: string): Promise<ChatMessage> {
  return addMessage(ctx.db, ctx.thread, { from: 'player', text: checkedText(text), now: ctx.now });
}

/**
 * The unread count of a request (spec §7 CBS_unreadCount, which every page asks): a trial (free-play)
 * account has no conversation, so 0, not a refusal; anyone else as `chatContext` decides.
 */
export async function unreadCountOf(app: FastifyInstance, request: FastifyRequest): Promise<{ unReadCount: number }> {
  const brand = await loadBrand(app.db, request);
  requireFlags(brand, 'Chat', 'CBS3');
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, clock.now());
  if (member.trial) return { unReadCount: 0 };
  return unreadCount(await chatContext(app, request));
}

export async function unreadCount(ctx: ChatContext): Promise<{ unReadCount: number }> {
  return { unReadCount: await unreadFrom(ctx.db, ctx.thread, 'operator') };
}

export async function read(ctx: ChatContext, upTo: number): Promise<{ unReadCount: number }> {
  await markRead(ctx.db, ctx.thread, 'operator', upTo, ctx.now);
  return unreadCount(ctx);
}
