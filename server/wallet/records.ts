/**
 * The account record (`ODS2_MemberTransaction`): every posting on the player's wallets, newest first,
 * each with the main wallet's balance after it and its own wallet's.
 */

import type { Page } from '../../src/contracts/wallet/paging';
import { type MemberTransaction, MemberTransactionQuerySchema } from '../../src/contracts/wallet/records';
import { isTxCode } from '../../src/contracts/wallet/tx-codes';
import { requireModule, type WalletContext } from './context';
import { dayRange, pageInfo, parseWallet } from './input';
import { minor } from './minor';

type Row = {
  id: string;
  transaction_id: string;
  code: string;
  kind: string;
  amount: string;
  balance_after: string | null;
  main_after: string;
  reason: string;
  created_at: Date;
  total: number;
};

export function walletCodeOf(kind: string): string {
  if (kind === 'main') return 'MAIN';
  if (kind === 'locked') return 'LOCKED';
  return kind.startsWith('vendor:') ? kind.slice('vendor:'.length) : kind;
}

export async function memberTransactions(ctx: WalletContext, query: unknown): Promise<Page<MemberTransaction>> {
  requireModule(ctx, 'Account record', 'TRANSREC3');
  const q = parseWallet(MemberTransactionQuerySchema, query);
  const { from, to } = dayRange(q.startDate, q.endDate);
  // the balance a player means is the main wallet's: a posting on another wallet (the locked funds
  // of a withdrawal, a vendor wallet) shows the main balance as it stood after it, and its own
  const rows = await ctx.db.query<Row>(
    `SELECT p.id::text AS id, p.transaction_id::text AS transaction_id, t.code, a.kind, p.amount::text AS amount,
            p.balance_after::text AS balance_after, COALESCE(main.balance_after, 0)::text AS main_after,
            t.reason, t.created_at, count(*) OVER ()::int AS total
     FROM ledger_postings p
     JOIN ledger_accounts a ON a.id = p.account_id
     JOIN ledger_transactions t ON t.id = p.transaction_id
     LEFT JOIN LATERAL (
       SELECT mp.balance_after FROM ledger_postings mp
       WHERE mp.account_id = (SELECT m.id FROM ledger_accounts m WHERE m.tenant_id = $1 AND m.member_id = $2 AND m.kind = 'main')
         AND mp.id <= p.id
       ORDER BY mp.id DESC LIMIT 1
     ) main ON true
     WHERE a.tenant_id = $1 AND a.member_id = $2
       AND ($3 = '' OR t.code = $3)
       AND ($4::timestamptz IS NULL OR t.created_at >= $4)
       AND ($5::timestamptz IS NULL OR t.created_at < $5)
     ORDER BY p.id DESC LIMIT $6 OFFSET $7`,
    [ctx.brand.tenant.id, ctx.member.id, q.txCode, from, to, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  const totalCount = rows[0]?.total ?? (q.pageNo > 1 ? await countPostings(ctx, q.txCode, from, to) : 0);
  return {
    ...pageInfo(q.pageNo, q.pageSize, totalCount),
    list: rows.map((r) => ({
      id: minor(r.id),
      transactionId: minor(r.transaction_id),
      txCode: isTxCode(r.code) ? r.code : 'ADJUST',
      walletCode: walletCodeOf(r.kind),
      amount: minor(r.amount),
      balanceAfter: minor(r.main_after),
      walletBalanceAfter: r.balance_after === null ? 0 : minor(r.balance_after),
      remark: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

async function countPostings(ctx: WalletContext, code: string, from: Date | null, to: Date | null): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id
     WHERE a.tenant_id = $1 AND a.member_id = $2 AND ($3 = '' OR t.code = $3)
       AND ($4::timestamptz IS NULL OR t.created_at >= $4) AND ($5::timestamptz IS NULL OR t.created_at < $5)`,
    [ctx.brand.tenant.id, ctx.member.id, code, from, to],
  );
  return row?.n ?? 0;
}
