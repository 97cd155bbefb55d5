/**
 * `npm run ops -- agents ...`: the agent tree of a brand (server/agent/README.md).
 *   agents list <tenant>
 *   agents create <tenant> <username> [--password P] [--upline U] [--rebate BP] [--quota N]   (promotes an existing player)
 *   agents move <tenant> <username> <upline|->      move a member (and its team) under another agent
 *   agents quota <tenant> <username> <n>            how many sub-agents the agent may open
 *   agents rebate <tenant> <username> <bp>          basis points (150 = 1.50 %)
 *   agents pay [tenant]                             run the contract pay run now
 *   agents seed <tenant|all>                        the demo agents, players and play history
 */
import { createAgentOps } from '../../agent/operator';
import { seedAgentDemo } from '../../agent/seed';
import { OpsError } from '../actions';
import { type OpsCommand, splitOptions as options } from '../command';

const USAGE = 'agents list|create|move|quota|rebate|pay|seed <tenant> ... (see npm run ops -- help)';

const int = (s: string | undefined, what: string): number => {
  if (s === undefined || !/^\d{1,6}$/.test(s)) throw new OpsError(`${what} must be a whole number.`);
  return Number(s);
};

export const agentsCommand: OpsCommand = {
  name: 'agents',
  usage: USAGE,
  summary: 'agents: list, create or promote, move downlines, quotas, rebates, contract pay run, demo seed',
  async run(args, { db, actions, registry }) {
    const ops = createAgentOps(db, actions.tenant);
    const [sub, ...rest] = args;
    const { positional: p, opts } = options(rest);
    const line = (a: Awaited<ReturnType<typeof ops.list>>[number]) =>
      `${a.username}  level ${a.level}  upline ${a.upline ?? '-'}  rebate ${a.rebate}bp  quota ${a.quotaUsed}/${a.quota}  code ${a.affiliateCode ?? '-'}  direct downlines ${a.team}`;
    switch (sub) {
      case 'list': {
        const all = await ops.list(p[0] ?? '');
        return all.length ? all.map(line).join('\n') : 'no agents';
      }
      case 'create':
        if (!p[1]) break;
        return `agent ${line(
          await ops.create(p[0] ?? '', {
            username: p[1],
            ...(opts.password ? { password: opts.password } : {}),
            ...(opts.upline !== undefined ? { upline: opts.upline } : {}),
            ...(opts.rebate !== undefined ? { rebate: int(opts.rebate, 'The rebate') } : {}),
            ...(opts.quota !== undefined ? { quota: int(opts.quota, 'The quota') } : {}),
          }),
        )}`;
      case 'move':
        if (!p[1] || p[2] === undefined) break;
        return `moved: ${line(await ops.move(p[0] ?? '', p[1], p[2]))}`;
      case 'quota':
        if (!p[1]) break;
        return `quota set: ${line(await ops.setQuota(p[0] ?? '', p[1], int(p[2], 'The quota')))}`;
      case 'rebate':
        if (!p[1]) break;
        return `rebate set: ${line(await ops.setRebate(p[0] ?? '', p[1], int(p[2], 'The rebate')))}`;
      case 'pay': {
        const r = await ops.pay(p[0]);
        return `pay run: ${r.periods} period(s) settled, ${r.paid} paid, ${r.amount} minor units in total${r.failed > 0 ? `; ${r.failed} failed (tried again on the next run): ${r.errors.join('; ')}` : ''}`;
      }
      case 'seed': {
        const ids = p[0] === 'all' ? registry.all.map((t) => t.id) : [actions.tenant(p[0]).id];
        const out: string[] = [];
        for (const id of ids) out.push(`${id}: ${await seedAgentDemo(db, actions.tenant(id))}`);
        return out.join('\n');
      }
      default:
    }
    throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  },
};
