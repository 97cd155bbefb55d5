/**
 * `ledger verify`: proves, from the postings alone, that every player balance equals the sum of its
 * postings, every transaction has two or more postings summing to zero, and the whole ledger (of
 * one brand, or of all) sums to zero.
 */
import type { Queryable } from '../db/types';
import { minor } from './minor';

export type LedgerVerification = {
  ok: boolean;
  tenantId: string | null;
  accounts: number;
  transactions: number;
  postings: number;
  /** sum of every posting (must be 0) */
  total: number;
  /** accounts whose balance differs from the sum of their postings */
  balanceMismatches: { accountId: number; memberId: number | null; kind: string; balance: number; postings: number }[];
  /** transactions whose postings do not sum to zero or are fewer than two */
  unbalancedTransactions: { transactionId: number; sum: number; count: number }[];
  /** player accounts below zero (the CHECK makes this impossible; verified anyway) */
  negativeBalances: number;
};

export async function verifyLedger(db: Queryable, tenantId: string | null = null): Promise<LedgerVerification> {
  const scope = tenantId === null ? 'TRUE' : 'a.tenant_id = $1';
  const params = tenantId === null ? [] : [tenantId];
  const mismatches = await db.query<{ id: number; member_id: number | null; kind: string; balance: string; sum: string }>(
    `SELECT a.id, a.member_id, a.kind, a.balance::text AS balance, COALESCE(s.sum, 0)::text AS sum
     FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS sum FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
     WHERE ${scope} AND a.member_id IS NOT NULL AND a.balance <> COALESCE(s.sum, 0)
     ORDER BY a.id LIMIT 100`,
    params,
  );
  const unbalanced = await db.query<{ id: string; sum: string; count: number }>(
    `SELECT t.id::text AS id, COALESCE(sum(p.amount), 0)::text AS sum, count(p.id)::int AS count
     FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
     WHERE ${scope.replace('a.', 't.')}
     GROUP BY t.id HAVING COALESCE(sum(p.amount), 0) <> 0 OR count(p.id) < 2
     ORDER BY t.id LIMIT 100`,
    params,
  );
  const [totals] = await db.query<{ accounts: number; transactions: number; postings: number; total: string; negative: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_accounts a WHERE ${scope}) AS accounts,
            (SELECT count(*)::int FROM ledger_transactions t WHERE ${scope.replace('a.', 't.')}) AS transactions,
            (SELECT count(*)::int FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE ${scope}) AS postings,
            (SELECT COALESCE(sum(p.amount), 0)::text FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE ${scope}) AS total,
            (SELECT count(*)::int FROM ledger_accounts a WHERE ${scope} AND a.member_id IS NOT NULL AND a.balance < 0) AS negative`,
    params,
  );
  const total = minor(totals?.total ?? '0');
  const result: LedgerVerification = {
    ok: false,
    tenantId,
    accounts: totals?.accounts ?? 0,
    transactions: totals?.transactions ?? 0,
    postings: totals?.postings ?? 0,
    total,
    balanceMismatches: mismatches.map((m) => ({
      accountId: m.id,
      memberId: m.member_id,
      kind: m.kind,
      balance: minor(m.balance),
      postings: minor(m.sum),
    })),
    unbalancedTransactions: unbalanced.map((u) => ({ transactionId: minor(u.id), sum: minor(u.sum), count: u.count })),
    negativeBalances: totals?.negative ?? 0,
  };
  result.ok =
    total === 0 && result.balanceMismatches.length === 0 && result.unbalancedTransactions.length === 0 && result.negativeBalances === 0;
  return result;
}

export function formatVerification(v: LedgerVerification): string {
  const head = `Ledger ${v.tenantId ?? '(all brands)'}: ${v.ok ? 'OK' : 'FAILED'} - ${v.accounts} accounts, ${v.transactions} transactions, ${v.postings} postings, total ${v.total}`;
  const lines = [head];
  for (const m of v.balanceMismatches)
    lines.push(`  account #${m.accountId} (${m.kind}, member ${m.memberId}): balance ${m.balance} but postings sum to ${m.postings}`);
  for (const u of v.unbalancedTransactions) lines.push(`  transaction #${u.transactionId}: postings sum to ${u.sum} (${u.count} postings)`);
  if (v.negativeBalances > 0) lines.push(`  ${v.negativeBalances} player account(s) below zero`);
  if (v.total !== 0) lines.push(`  the ledger sums to ${v.total}, not 0`);
  return lines.join('\n');
}
