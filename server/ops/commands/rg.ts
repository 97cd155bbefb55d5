/**
 * `npm run ops -- rg show <tenant> <username>` and `npm run ops -- rg extend <tenant> <username> <ISO date>`:
 * a player's time-out or self-exclusion and his responsible-gambling audit; extend it (never shorten).
 */

import { createRgOps } from '../../rg/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'rg show|extend <tenant> <username> [<new end, ISO date>]';

export const rgCommand: OpsCommand = {
  name: 'rg',
  usage: USAGE,
  summary: "show a player's time-out/self-exclusion and audit, or extend it (never shorten)",
  async run(args, { db, actions }) {
    const ops = createRgOps(db, actions.tenant);
    const [sub, tenantId = '', username = '', end] = args;
    const now = new Date();
    if (sub === 'show' && args.length === 3) {
      const r = await ops.show(tenantId, username, now);
      const head = r.exclusion
        ? `${r.username}: ${r.exclusion.kind} from ${r.exclusion.startedAt} until ${r.exclusion.endsAt}`
        : `${r.username}: no exclusion in force`;
      return [head, ...r.audit.map((a) => `  ${a.created_at.toISOString()} ${a.actor} ${a.action} ${JSON.stringify(a.detail)}`)].join('\n');
    }
    if (sub === 'extend' && end && args.length === 4) {
      const endsAt = new Date(end);
      if (Number.isNaN(endsAt.getTime())) throw new OpsError(`Not a date: ${end}`);
      const r = await ops.extend(tenantId, username, endsAt, 'cli', now);
      return `${username}: ${r.kind} now ends ${r.endsAt}`;
    }
    throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  },
};
