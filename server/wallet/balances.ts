import type { Queryable } from '../db/types';
import { minor } from './minor';

export type PlayerBalances = {
  main: number;
  locked: number;
  /** vendor code → balance of that vendor's wallet (transfer-wallet vendors only) */
  vendors: Record<string, number>;
};

/** The member's balances in minor units (zero for accounts not yet created). */
export async function getBalances(db: Queryable, tenantId: string, memberId: number): Promise<PlayerBalances> {
  const rows = await db.query<{ kind: string; balance: string }>(
    'SELECT kind, balance::text AS balance FROM ledger_accounts WHERE tenant_id = $1 AND member_id = $2 ORDER BY kind',
    [tenantId, memberId],
  );
  const result: PlayerBalances = { main: 0, locked: 0, vendors: {} };
  for (const r of rows) {
    const amount = minor(r.balance);
    if (r.kind === 'main') result.main = amount;
    else if (r.kind === 'locked') result.locked = amount;
    else if (r.kind.startsWith('vendor:')) result.vendors[r.kind.slice('vendor:'.length)] = amount;
  }
  return result;
}

/** Sum of the main, locked and vendor wallets (what the balance widget shows). */
export function sumBalance(b: PlayerBalances): number {
  return b.main + b.locked + Object.values(b.vendors).reduce((s, n) => s + n, 0);
}
