/**
 * Withdrawals: the request locks the amount (main → locked) once per request id; an operator pays
 * it (locked → house:cash) or rejects it (locked → main). Refusals (password, turnover, balance,
 * range, card) write nothing but the wrong-password counter.
 */
import type { Page } from '../../src/contracts/wallet/paging';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import {
  type WithdrawalView,
  type WithdrawInfo,
  WithdrawReportQuerySchema,
  WithdrawRequestSchema,
} from '../../src/contracts/wallet/withdraw';
import type { Tenant } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { getBalances } from './balances';
import { requireModule, requirePlayer, type WalletContext } from './context';
import { pageInfo, parseWallet } from './input';
import { postLedgerTransaction } from './ledger';
import { lockMember } from './lock';
import { minor } from './minor';
import { bankCards, bankName, liveCard, maskAccount } from './security/bank-cards';
import { checkFundPassword, hasFundPassword } from './security/fund-password';
import { walletSettings } from './settings';
import { turnoverOf } from './turnover';

export type WithdrawalRow = {
  id: string;
  tenant_id: string;
  member_id: number;
  amount: string;
  status: 'pending' | 'paid' | 'rejected';
  bank_code: string;
  account_no: string;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  note: string | null;
};
const COLUMNS = `w.id::text AS id, w.tenant_id, w.member_id, w.amount::text AS amount, w.status, c.bank_code, c.account_no, w.created_at, w.decided_at, w.decided_by, w.note`;
const FROM = 'FROM withdrawals w JOIN bank_cards c ON c.id = w.bank_card_id';
/** The columns `withdrawalView` reads (from `w`, the withdrawals, and `c`, its bank card) and their FROM, for other modules' listings. */
export const WITHDRAWAL_COLUMNS = COLUMNS;
export const WITHDRAWAL_FROM = FROM;

export function withdrawalView(r: WithdrawalRow): WithdrawalView {
  return {
    withdrawalId: minor(r.id),
    amount: minor(r.amount),
    status: r.status,
    bankName: bankName(r.bank_code),
    accountNoMasked: maskAccount(r.account_no),
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    note: r.note,
  };
}

export async function withdrawInfo(ctx: WalletContext): Promise<WithdrawInfo> {
  requireModule(ctx, 'Withdraw', 'MEMTRANS3');
  const s = walletSettings(ctx.brand.tenant).withdraw;
  const b = await getBalances(ctx.db, ctx.brand.tenant.id, ctx.member.id);
  return {
    currency: ctx.currency,
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    availableBalance: b.main,
    lockedBalance: b.locked,
    turnover: await turnoverOf(ctx.db, ctx.brand.tenant.id, ctx.member.id, s.turnoverMultiple),
    hasFundPassword: await hasFundPassword(ctx.db, ctx.member.id),
    bankCards: await bankCards(ctx.db, ctx.member.id),
  };
}

async function byRequest(db: Queryable, memberId: number, requestId: string): Promise<WithdrawalRow | undefined> {
  return (
    await db.query<WithdrawalRow>(`SELECT ${COLUMNS} ${FROM} WHERE w.member_id = $1 AND w.request_id = $2`, [memberId, requestId])
  )[0];
}

export async function requestWithdrawal(ctx: WalletContext, body: unknown): Promise<WithdrawalView> {
  requireModule(ctx, 'Withdraw', 'MEMTRANS3');
  requirePlayer(ctx);
  const input = parseWallet(WithdrawRequestSchema, body);
  const replay = await byRequest(ctx.db, ctx.member.id, input.requestId);
  if (replay) return withdrawalView(replay);
  const s = walletSettings(ctx.brand.tenant).withdraw;
  if (input.amount < s.minAmount || input.amount > s.maxAmount) {
    throw new ApiError('wallet.amount.out.of.range', { value: { minAmount: s.minAmount, maxAmount: s.maxAmount } });
  }
  await liveCard(ctx.db, ctx.member.id, input.bankCardId);
  await checkFundPassword(ctx.db, ctx.member.id, input.fundPassword, ctx.now);
  const turnover = await turnoverOf(ctx.db, ctx.brand.tenant.id, ctx.member.id, s.turnoverMultiple);
  if (turnover.remaining > 0) throw new ApiError('wallet.turnover.unmet', { value: turnover });
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, ctx.member.id);
    const lock = await postLedgerTransaction(tx, {
      tenantId: ctx.brand.tenant.id,
      code: 'WITHDRAW_REQUEST',
      idempotencyKey: `withdraw:${ctx.member.id}:${input.requestId}`,
      actor: `member:${ctx.member.id}`,
      reason: 'withdrawal requested',
      postings: [
        { account: { memberId: ctx.member.id, kind: 'main' }, amount: -input.amount },
        { account: { memberId: ctx.member.id, kind: 'locked' }, amount: input.amount },
      ],
      now: ctx.now,
    });
    if (!lock.replayed) {
      await tx.query(
        `INSERT INTO withdrawals (tenant_id, member_id, bank_card_id, amount, request_id, lock_tx_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [ctx.brand.tenant.id, ctx.member.id, input.bankCardId, input.amount, input.requestId, lock.transactionId, ctx.now],
      );
    }
    const row = await byRequest(tx, ctx.member.id, input.requestId);
    if (!row) throw new Error('withdrawal vanished');
    return withdrawalView(row);
  });
}

export async function withdrawReport(ctx: WalletContext, query: unknown): Promise<Page<WithdrawalView>> {
  requireModule(ctx, 'Withdraw', 'MEMTRANS3');
  const q = parseWallet(WithdrawReportQuerySchema, query);
  const rows = await ctx.db.query<WithdrawalRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total ${FROM} WHERE w.tenant_id = $1 AND w.member_id = $2 ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
    [ctx.brand.tenant.id, ctx.member.id, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { ...pageInfo(q.pageNo, q.pageSize, rows[0]?.total ?? 0), list: rows.map(withdrawalView) };
}

export type WithdrawalDecision = { withdrawal: WithdrawalView; changed: boolean; username?: string };

/** Pays (locked → house:cash) or rejects (locked → main) a pending withdrawal, once. */
export async function decideWithdrawal(
  db: Db,
  tenant: Tenant,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
  note: string,
  now: Date,
): Promise<WithdrawalDecision> {
  return db.transaction(async (tx) => {
    // the lock order (README "Lock order"): the member row, then the withdrawal, then the accounts
    const [owner] = await tx.query<{ member_id: number }>('SELECT member_id FROM withdrawals WHERE id = $1 AND tenant_id = $2', [
      id,
      tenant.id,
    ]);
    if (owner) await lockMember(tx, owner.member_id);
    const [locked] = await tx.query<{ id: string }>('SELECT id::text AS id FROM withdrawals WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
      id,
      tenant.id,
    ]);
    const row = locked ? (await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} ${FROM} WHERE w.id = $1`, [locked.id]))[0] : undefined;
    if (!row) throw new ApiError('wallet.withdrawal.not.found', { message: `No withdrawal #${id} on ${tenant.id}` });
    if (row.status === decision) return { withdrawal: withdrawalView(row), changed: false };
    if (row.status !== 'pending') throw new ApiError('wallet.request.decided');
    const amount = minor(row.amount);
    const paid = decision === 'paid';
    const final = await postLedgerTransaction(tx, {
      tenantId: tenant.id,
      code: paid ? 'WITHDRAW_PAID' : 'WITHDRAW_REJECT',
      idempotencyKey: `withdraw-${decision}:${row.id}`,
      actor,
      reason: note || (paid ? 'withdrawal paid' : 'withdrawal rejected'),
      meta: { withdrawalId: row.id },
      postings: [
        { account: { memberId: row.member_id, kind: 'locked' }, amount: -amount },
        paid ? { account: { house: HOUSE_ACCOUNTS.cash }, amount } : { account: { memberId: row.member_id, kind: 'main' }, amount },
      ],
      now,
    });
    await tx.query('UPDATE withdrawals SET status = $2, final_tx_id = $3, decided_at = $4, decided_by = $5, note = $6 WHERE id = $1', [
      row.id,
      decision,
      final.transactionId,
      now,
      actor,
      note || null,
    ]);
    const after = (await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} ${FROM} WHERE w.id = $1`, [row.id]))[0];
    if (!after) throw new Error('withdrawal vanished');
    return { withdrawal: withdrawalView(after), changed: true };
  });
}

export async function listWithdrawals(
  db: Queryable,
  tenantId: string,
  status: string | null,
  limit = 50,
): Promise<(WithdrawalRow & { username: string })[]> {
  return db.query<WithdrawalRow & { username: string }>(
    `SELECT ${COLUMNS}, m.username ${FROM} JOIN members m ON m.id = w.member_id WHERE w.tenant_id = $1 AND ($2::text IS NULL OR w.status = $2) ORDER BY w.id DESC LIMIT $3`,
    [tenantId, status, limit],
  );
}
