/**
 * `npm run ops -- balance show <tenant> <username>` and
 * `npm run ops -- balance adjust <tenant> <username> <amount> --reason <text> [--key <key>]`:
 * read a player's wallets; credit (or, with a minus sign, debit) the main wallet as a ledger posting.
 */

import { createWalletOps, money, signedAmount } from '../../wallet/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'balance show|adjust <tenant> <username> [<amount> --reason <text> [--key K]]';

function options(args: readonly string[]): { positional: string[]; reason: string; key: string | undefined } {
  const positional: string[] = [];
  let reason = '';
  let key: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--reason') reason = args[++i] ?? '';
    else if (a === '--key') key = args[++i];
    else positional.push(a);
  }
  return { positional, reason, key };
}

export const balanceCommand: OpsCommand = {
  name: 'balance',
  usage: USAGE,
  summary: "show a player's wallets, or adjust the main wallet with a reason (a ledger posting)",
  async run(args, { db, actions }) {
    const ops = createWalletOps(db, actions.tenant);
    const [sub, ...rest] = args;
    const { positional, reason, key } = options(rest);
    if (sub === 'show' && positional.length === 2) {
      const r = await ops.balances(positional[0] ?? '', positional[1] ?? '');
      const vendors = Object.entries(r.balances.vendors).map(([code, n]) => `  vendor ${code}: ${money(n, r.tenant)}`);
      return [
        `${r.username} on ${r.tenant.id}: total ${money(r.sumBalance, r.tenant)}`,
        `  main: ${money(r.balances.main, r.tenant)}`,
        `  locked: ${money(r.balances.locked, r.tenant)}`,
        ...vendors,
      ].join('\n');
    }
    if (sub === 'adjust' && positional.length === 3) {
      const [tenantId = '', username = '', amountText = ''] = positional;
      const tenant = actions.tenant(tenantId);
      const r = await ops.adjust({
        tenantId,
        username,
        amount: signedAmount(amountText, tenant),
        reason,
        operator: 'cli',
        ...(key ? { idempotencyKey: key } : {}),
      });
      const what = r.replayed ? 'already applied (same key), nothing changed' : 'adjusted';
      return `${r.username} on ${r.tenant.id}: ${what}; transaction #${r.transactionId}; main wallet now ${money(r.main, r.tenant)}`;
    }
    throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
  },
};
