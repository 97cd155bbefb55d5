/**
 * What an operator does with money, as a service for the CLI (`npm run ops`) and the operator HTTP
 * API: verify the ledger, read a player's wallets, adjust a balance with a reason, the cashier's deposits
 * and withdrawals, and the late gateway payments to follow up.
 */
import { DEPOSIT_STATUSES } from '../../src/contracts/wallet/deposit';
import { WITHDRAWAL_STATUSES } from '../../src/contracts/wallet/withdraw';
import { formatMinor, parseAmount } from '../../src/contracts/wallet/money';
import type { Tenant } from '../../tenants/schema';
import { memberByUsername } from '../accounts/members';
import type { Db } from '../db/types';
import { OpsError } from '../ops/actions';
import { adjustBalance } from './adjust';
import { getBalances, type PlayerBalances, sumBalance } from './balances';
import { creditDeposit, type DepositDecision, listDeposits, rejectDeposit } from './deposits';
import { ApiError } from '../http/api-error';
import { InsufficientFunds } from './errors';
import { handleLatePayment, latePaymentStatus, listLatePayments } from './late-payments';
import { type LedgerVerification, verifyLedger } from './verify';
import { decideWithdrawal, listWithdrawals, type WithdrawalDecision } from './withdrawals';
import { clock } from '../clock';

/** "-12.50" → -1250 for a 2-decimal currency; throws OpsError when not a non-zero amount. */
export function signedAmount(text: string, tenant: Tenant): number {
  const negative = text.trim().startsWith('-');
  const value = parseAmount(text.trim().replace(/^[-+]/, ''), tenant.currency.minorUnits);
  if (value === null) {
    throw new OpsError(`"${text}" is not an amount of ${tenant.currency.code} (up to ${tenant.currency.minorUnits} decimals, not zero).`);
  }
  return negative ? -value : value;
}

export function money(amount: number, tenant: Tenant): string {
  return `${tenant.currency.symbol}${formatMinor(amount, tenant.currency.minorUnits)} ${tenant.currency.code}`;
}

export function createWalletOps(db: Db, tenantOf: (id: string) => Tenant) {
  async function player(tenantId: string, username: string) {
    const tenant = tenantOf(tenantId);
    const member = await memberByUsername(db, tenant.merchantCode, username);
    if (!member) throw new OpsError(`No member "${username}" on ${tenant.id}.`);
    return { tenant, member };
  }

  async function balances(
    tenantId: string,
    username: string,
  ): Promise<{ tenant: Tenant; username: string; memberId: number; balances: PlayerBalances; sumBalance: number }> {
    const { tenant, member } = await player(tenantId, username);
    const b = await getBalances(db, tenant.id, member.id);
    return { tenant, username: member.username, memberId: member.id, balances: b, sumBalance: sumBalance(b) };
  }

  async function adjust(input: {
    tenantId: string;
    username: string;
    amount: number;
    reason: string;
    operator: string;
    idempotencyKey?: string;
  }) {
    const { tenant, member } = await player(input.tenantId, input.username);
    if (!input.reason.trim()) throw new OpsError('A reason is required: it is written into the ledger.');
    try {
      const result = await adjustBalance(db, {
        tenantId: tenant.id,
        memberId: member.id,
        amount: input.amount,
        reason: input.reason,
        operator: input.operator,
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      });
      const main = result.balances.find((b) => b.kind === 'main')?.balance ?? 0;
      return { tenant, username: member.username, transactionId: result.transactionId, replayed: result.replayed, main };
    } catch (error) {
      if (error instanceof InsufficientFunds)
        throw new OpsError(
          `Refused: the main wallet holds ${money(error.available, tenant)}, less than ${money(error.requested, tenant)}.`,
        );
      if (error instanceof ApiError) throw new OpsError(error.message);
      throw error;
    }
  }

  async function verify(tenantId?: string): Promise<LedgerVerification> {
    return verifyLedger(db, tenantId === undefined ? null : tenantOf(tenantId).id);
  }

  async function asOps<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ApiError) throw new OpsError(error.message);
      throw error;
    }
  }

  const STATUSES = { deposits: DEPOSIT_STATUSES, withdrawals: WITHDRAWAL_STATUSES } as const;
  function statusFilter(kind: keyof typeof STATUSES, status: string | undefined): string | null {
    if (status === undefined || status === 'all') return status === 'all' ? null : 'pending';
    if (!(STATUSES[kind] as readonly string[]).includes(status))
      throw new OpsError(`Status must be one of ${STATUSES[kind].join(', ')} or all.`);
    return status;
  }

  async function deposits(tenantId: string, status?: string) {
    const tenant = tenantOf(tenantId);
    return { tenant, rows: await listDeposits(db, tenant.id, statusFilter('deposits', status), clock.now()) };
  }

  async function decideDeposit(
    tenantId: string,
    id: number,
    decision: 'approve' | 'reject',
    operator: string,
    note = '',
  ): Promise<DepositDecision & { tenant: Tenant }> {
    const tenant = tenantOf(tenantId);
    const now = clock.now();
    const result = await asOps(() =>
      decision === 'approve'
        ? creditDeposit(db, tenant, { id }, `operator:${operator}`, now)
        : rejectDeposit(db, tenant, id, `operator:${operator}`, note, now),
    );
    return { ...result, tenant };
  }

  async function withdrawals(tenantId: string, status?: string) {
    const tenant = tenantOf(tenantId);
    return { tenant, rows: await listWithdrawals(db, tenant.id, statusFilter('withdrawals', status)) };
  }

  async function decideWithdrawalBy(
    tenantId: string,
    id: number,
    decision: 'approve' | 'reject',
    operator: string,
    note = '',
  ): Promise<WithdrawalDecision & { tenant: Tenant }> {
    const tenant = tenantOf(tenantId);
    const result = await asOps(() =>
      decideWithdrawal(db, tenant, id, decision === 'approve' ? 'paid' : 'rejected', `operator:${operator}`, note, clock.now()),
    );
    return { ...result, tenant };
  }

  /** Gateway payments confirmed after their deposit ended (refused, nothing credited): open ones by default. */
  async function latePayments(tenantId: string, status?: string) {
    const tenant = tenantOf(tenantId);
    const wanted = await asOps(async () => latePaymentStatus(status));
    return { tenant, rows: await listLatePayments(db, tenant.id, wanted) };
  }

  /** Marks one handled with a note (what was done: credited by an adjustment, or why not). */
  async function handleLate(tenantId: string, id: number, operator: string, note: string) {
    const tenant = tenantOf(tenantId);
    const r = await asOps(() => db.transaction((tx) => handleLatePayment(tx, tenant.id, id, `operator:${operator}`, note, clock.now())));
    return { ...r, tenant };
  }

  return {
    balances,
    adjust,
    verify,
    deposits,
    decideDeposit,
    withdrawals,
    decideWithdrawal: decideWithdrawalBy,
    latePayments,
    handleLatePayment: handleLate,
  };
}
