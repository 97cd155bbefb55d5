/**
 * The operator's side of the support chat, shared by `npm run ops -- chat` and the operator HTTP
 * API: a brand's conversations, one player's conversation (his messages become read), an answer.
 */
import { type ChatMessage, chatTextProblem, normaliseChatText } from '../../src/contracts/support/chat';
import type { Tenant } from '../../tenants/schema';
import { memberByUsername } from '../accounts/members';
import type { Db } from '../db/types';
import { OpsError } from '../ops/actions';
import { addMessage, listMessages, listThreads, markRead, type ThreadSummary } from './messages';

export function createChatOps(db: Db, tenantOf: (id: string) => Tenant) {
  async function threadOf(tenantId: string, username: string) {
    const tenant = tenantOf(tenantId);
    const member = await memberByUsername(db, tenant.merchantCode, username);
    if (!member || member.tenant_id !== tenant.id) throw new OpsError(`No player ${username} on ${tenant.id}`);
    return { username: member.username, thread: { tenantId: tenant.id, memberId: member.id } };
  }
  return {
    threads(tenantId: string): Promise<ThreadSummary[]> {
      return listThreads(db, tenantOf(tenantId).id);
    },
    async show(tenantId: string, username: string, now: Date): Promise<{ username: string; messages: ChatMessage[] }> {
      const { username: name, thread } = await threadOf(tenantId, username);
      const messages = await listMessages(db, thread);
      const last = messages.at(-1);
      if (last) await markRead(db, thread, 'player', last.id, now);
      return { username: name, messages };
    },
    async reply(tenantId: string, username: string, text: string, operator: string, now: Date): Promise<ChatMessage> {
      const problem = chatTextProblem(text);
      if (problem)
        throw new OpsError(
          `The answer is ${problem === 'empty' ? 'empty' : problem === 'long' ? 'too long (500 characters at most)' : 'refused: control characters are not allowed'}`,
        );
      const { thread } = await threadOf(tenantId, username);
      return addMessage(db, thread, { from: 'operator', operator, text: normaliseChatText(text), now });
    },
  };
}
