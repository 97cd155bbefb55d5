/** `npm run ops -- outbox [tenant] [--limit N]`: the latest SMS and e-mails (what a tester reads). */
import { latestOutbox } from '../../accounts/outbox';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'outbox [tenant] [--limit N]';

export function parseOutboxArgs(args: readonly string[]): { tenant: string | undefined; limit: number } {
  let tenant: string | undefined;
  let limit = 20;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--limit' || a === '-n') {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 500)
        throw new OpsError(`--limit takes a whole number 1-500. Usage: npm run ops -- ${USAGE}`);
      limit = n;
    } else if (a && !a.startsWith('-') && tenant === undefined) {
      tenant = a;
    } else {
      throw new OpsError(`Unexpected argument "${a ?? ''}". Usage: npm run ops -- ${USAGE}`);
    }
  }
  return { tenant, limit };
}

export const outboxCommand: OpsCommand = {
  name: 'outbox',
  usage: USAGE,
  summary: 'show the latest SMS and e-mails the server "sent" (codes, temporary passwords), newest first',
  async run(args, { db, actions }) {
    const { tenant, limit } = parseOutboxArgs(args);
    const tenantId = tenant === undefined ? undefined : actions.tenant(tenant).id;
    const rows = await latestOutbox(db, { tenantId, limit });
    if (rows.length === 0) return `The outbox${tenantId ? ` of ${tenantId}` : ''} is empty.`;
    return rows
      .map((r) => {
        const head = `#${r.id} ${r.created_at.toISOString()} ${r.tenant_id} ${r.channel.toUpperCase()} to ${r.recipient}`;
        return [head, ...(r.subject ? [`  Subject: ${r.subject}`] : []), ...r.body.split('\n').map((l) => `  ${l}`)].join('\n');
      })
      .join('\n\n');
  },
};
