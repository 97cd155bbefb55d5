/**
 * Member centre (inbox messages: see ./inbox.ts):
 *   npm run ops -- feedback list <tenant> [open|all]
 *   npm run ops -- feedback answer <tenant> <id> --body <text>
 *   npm run ops -- vip show <tenant> <username>
 *   npm run ops -- vip pay [tenant]
 */
import { createMemberOps } from '../../member/operator';
import { money } from '../../wallet/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

function options(args: readonly string[]): { positional: string[]; named: Record<string, string>; all: boolean } {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  let all = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--all') all = true;
    else if (a.startsWith('--')) named[a.slice(2)] = args[++i] ?? '';
    else positional.push(a);
  }
  return { positional, named, all };
}

const FEEDBACK_USAGE = 'feedback list <tenant> [open|all] | feedback answer <tenant> <id> --body <text>';

export const feedbackCommand: OpsCommand = {
  name: 'feedback',
  usage: FEEDBACK_USAGE,
  summary: "read players' feedback (open: not answered yet), answer one into the player's inbox",
  async run(args, { db, actions }) {
    const ops = createMemberOps(db, actions.tenant);
    const [sub, ...rest] = args;
    const { positional, named } = options(rest);
    const [tenant = '', second] = positional;
    if (sub === 'list' && tenant) {
      const which = second === 'all' ? 'all' : second === undefined || second === 'open' ? 'open' : null;
      if (!which) throw new OpsError(`Usage: npm run ops -- ${FEEDBACK_USAGE}`);
      const list = await ops.feedback(tenant, which);
      if (list.length === 0) return `no ${which === 'open' ? 'open ' : ''}feedback on ${tenant}`;
      return list
        .map(
          (f) =>
            `#${f.id} ${f.createdAt} ${f.username} (${f.pictures} picture${f.pictures === 1 ? '' : 's'}): ${f.content}${f.answer ? `\n    answered: ${f.answer}` : ''}`,
        )
        .join('\n');
    }
    if (sub === 'answer' && tenant && second && /^\d+$/.test(second)) {
      const r = await ops.answer(tenant, Number(second), named.body ?? '', 'operator:cli');
      return `feedback #${r.id} answered: message #${r.messageId} in ${r.username}'s inbox`;
    }
    throw new OpsError(`Usage: npm run ops -- ${FEEDBACK_USAGE}`);
  },
};

const VIP_USAGE = 'vip show <tenant> <username> | vip pay [tenant]';

export const vipCommand: OpsCommand = {
  name: 'vip',
  usage: VIP_USAGE,
  summary: "a player's VIP rank and progress, from the ledger; the VIP benefit pay run (upgrade, rebate, birthday bonuses)",
  async run(args, { db, actions, registry }) {
    const [sub, tenant, username] = args;
    if (sub === 'pay' && !username) {
      const r = await createMemberOps(db, actions.tenant).payBenefits(tenant, registry.all);
      const k = r.byKind;
      return `VIP benefits${tenant ? ` on ${actions.tenant(tenant).id}` : ''}: ${r.paid} paid (${k.upgrade} upgrade, ${k.rebate} rebate, ${k.birthday} birthday; ${r.amount} minor units), ${r.withheld} withheld (responsible gambling)${r.failed > 0 ? `, ${r.failed} failed (tried again on the next run): ${r.errors.join('; ')}` : ''}`;
    }
    if (sub !== 'show' || !tenant || !username) throw new OpsError(`Usage: npm run ops -- ${VIP_USAGE}`);
    const t = actions.tenant(tenant);
    const r = await createMemberOps(db, actions.tenant).vip(tenant, username);
    const pct = r.total > 0 ? Math.round((r.completed * 100) / r.total) : 100;
    return `${r.username} on ${t.id}: rank ${r.labelId ?? '-'}, next ${r.nextLabelId ?? '-'} (${pct}%); deposits ${money(r.figures.deposits, t)}, turnover ${money(r.figures.turnover, t)}`;
  },
};
