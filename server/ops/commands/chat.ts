/**
 * `npm run ops -- chat list <tenant>`, `chat show <tenant> <username>`,
 * `chat reply <tenant> <username> <text…>`: the support chat from the operator's side.
 */
import { createChatOps } from '../../support/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'chat list <tenant> | chat show <tenant> <username> | chat reply <tenant> <username> <text…>';

export const chatCommand: OpsCommand = {
  name: 'chat',
  usage: USAGE,
  summary: "support chat: a brand's conversations, one player's conversation (marks it read), answer a player",
  async run(args, { db, actions }) {
    const ops = createChatOps(db, actions.tenant);
    const [sub, tenantId = '', username = '', ...words] = args;
    const now = new Date();
    if (sub === 'list' && args.length === 2) {
      const threads = await ops.threads(tenantId);
      if (threads.length === 0) return `${tenantId}: no conversations`;
      return threads
        .map(
          (t) =>
            `${t.username}: ${t.messages} messages, ${t.unread} unread, last ${t.lastAt} (${t.lastFrom}) ${JSON.stringify(t.lastText.slice(0, 60))}`,
        )
        .join('\n');
    }
    if (sub === 'show' && args.length === 3) {
      const r = await ops.show(tenantId, username, now);
      if (r.messages.length === 0) return `${r.username}: no messages`;
      // JSON.stringify: a player's text cannot inject terminal escapes into the operator's console
      return r.messages
        .map((m) => `#${m.id} ${m.at} ${m.from === 'player' ? r.username : 'operator'}: ${JSON.stringify(m.text)}`)
        .join('\n');
    }
    if (sub === 'reply' && words.length > 0) {
      const m = await ops.reply(tenantId, username, words.join(' '), 'cli', now);
      return `#${m.id} answered ${username} at ${m.at}`;
    }
    throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  },
};
