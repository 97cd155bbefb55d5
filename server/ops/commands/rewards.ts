/**
 * `npm run ops -- rewards list <tenant> [pending|approved|rejected|all]`,
 * `npm run ops -- rewards show <tenant> <id>`,
 * `npm run ops -- rewards approve <tenant> <id> [--amount 12.50] [--note <text>]` (pays the bonus once),
 * `npm run ops -- rewards reject <tenant> <id> [--note <text>]`.
 */

import { ApiError } from '../../http/api-error';
import { createRewardOps, type RewardRequestOpsView } from '../../promotions/operator';
import { money, signedAmount } from '../../wallet/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE =
  'rewards list <tenant> [status|all] | rewards show <tenant> <id> | rewards approve <tenant> <id> [--amount A] [--note T] | rewards reject <tenant> <id> [--note T]';

function parse(args: readonly string[]) {
  const rest: string[] = [];
  let note: string | undefined;
  let amount: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--note') note = args[++i] ?? '';
    else if (args[i] === '--amount') amount = args[++i] ?? '';
    else rest.push(args[i] ?? '');
  }
  const [sub, tenant, third] = rest;
  if (!sub || !tenant || rest.length > 3) throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  return { sub, tenant, third, note, amount };
}

function requestId(text: string | undefined): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new OpsError(`Name the request by its number. Usage: npm run ops -- ${USAGE}`);
  return n;
}

export const rewardsCommand: OpsCommand = {
  name: 'rewards',
  usage: USAGE,
  summary: 'reward applications: list (pending by default), show one with its pictures, approve (pays the bonus once) or reject',
  async run(args, { db, actions }) {
    const ops = createRewardOps(db, actions.tenant);
    const { sub, tenant, third, note, amount } = parse(args);
    const line = (r: RewardRequestOpsView, t: Parameters<typeof money>[1]) =>
      `#${r.requestId} ${r.status.padEnd(8)} ${r.username.padEnd(12)} promotion ${r.promotionId} "${r.title}" ${r.amount === null ? 'amount: operator decides' : money(r.amount, t)}${r.turnoverMultiple ? ` turnover x${r.turnoverMultiple}` : ''} ${r.createdAt}`;
    if (sub === 'list') {
      const { tenant: t, rows } = await ops.list(tenant, third);
      if (rows.length === 0) return `No ${third ?? 'pending'} reward requests on ${t.id}.`;
      return rows.map((r) => line(r, t)).join('\n');
    }
    if (sub === 'show') {
      const { tenant: t, request: r, pictures } = await ops.show(tenant, requestId(third));
      return [
        line(r, t),
        `remarks: ${r.remarks || '(none)'}`,
        ...pictures.map(
          (p) =>
            `picture ${p.sequence}: ${p.mime} ${p.size} bytes sha256 ${p.sha256} (GET /ops/api/tenants/${t.id}/rewards/${r.requestId}/pictures/${p.sequence})`,
        ),
        ...(r.decidedAt ? [`decided ${r.decidedAt} by ${r.decidedBy}${r.note ? `: ${r.note}` : ''}`] : []),
      ].join('\n');
    }
    if (sub === 'approve' || sub === 'reject') {
      const id = requestId(third);
      const t = actions.tenant(tenant);
      const minor = amount === undefined ? undefined : signedAmount(amount, t);
      if (minor !== undefined && minor <= 0) throw new OpsError('The reward must be a positive amount.');
      try {
        const r = await ops.decide(tenant, id, sub, 'cli', {
          ...(minor === undefined ? {} : { amount: minor }),
          ...(note === undefined ? {} : { note }),
        });
        const what = r.changed
          ? sub === 'approve'
            ? `approved, ${money(r.request.amount ?? 0, t)} paid`
            : 'rejected'
          : `already ${r.request.status}, nothing changed`;
        return `Reward request #${r.request.requestId} of ${r.request.username}: ${what}.`;
      } catch (error) {
        if (error instanceof ApiError) throw new OpsError(error.message);
        throw error;
      }
    }
    throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  },
};
