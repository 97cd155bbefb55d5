/**
 * Deposits: a manual bank transfer (pending until an operator approves or rejects it) or a payment
 * on the demo gateway (credited by its signed callback). Crediting is idempotent: the deposit row
 * is locked and the ledger key is `deposit:<id>`, so a repeated callback or approval credits once.
 */
import { randomBytes } from 'node:crypto';
import {
  DepositBanksQuerySchema,
  type DepositBanksValue,
  type DepositStatus,
  DepositReportQuerySchema,
  type DepositView,
  GATEWAY_CHANNELS,
  GatewayDepositSchema,
  ManualDepositSchema,
} from '../../src/contracts/wallet/deposit';
import type { Page } from '../../src/contracts/wallet/paging';
import { WITHDRAW_BANKS } from '../../src/contracts/wallet/security';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Tenant } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { closeGatewayOrder } from '../gateway/orders';
import { ApiError } from '../http/api-error';
import { checkDeposit, depositRefusal } from '../rg/checks';
import { decidedAtSql, decidedBySql, depositStatusSql } from './deposit-status';
import { isMarketingBlocked } from '../rg/marketing';
import { requireModule, requirePlayer, type WalletContext } from './context';
import { pageInfo, parseWallet } from './input';
import { postLedgerTransaction } from './ledger';
import { lockMember } from './lock';
import { minor } from './minor';
import { acceptedPromo, bonusFor, depositPromos } from './promos';
import { walletSettings } from './settings';

export const MANUAL_VENDOR = 'MANUAL';
export const GATEWAY_VENDOR = 'DEMOPAY';

export type DepositRow = {
  id: string;
  tenant_id: string;
  member_id: number;
  method: 'manual' | 'gateway';
  channel: string;
  amount: string;
  status: DepositStatus;
  bank_code: string | null;
  payer_name: string | null;
  reference: string;
  promo_id: string | null;
  bonus: string;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  note: string | null;
  /** gateway deposits: when it ends unless its payment is confirmed */
  expires_at: Date | null;
};

/** The columns of a deposit row as stored (the write paths, which lock the row and decide on it). */
export const DEPOSIT_COLUMNS = depositColumns(null);

/**
 * The columns of a deposit row as it reads at `now` (an SQL parameter such as `$3`): a pending one
 * past its expiry reads expired (deposit-status.ts). Every read that shows or counts deposits uses these.
 */
export const depositColumnsAt = (now: string): string => depositColumns(now);

function depositColumns(now: string | null): string {
  const status = now ? `${depositStatusSql('d', now)} AS status` : 'd.status';
  const decided = now ? `${decidedAtSql('d', now)} AS decided_at, ${decidedBySql('d', now)} AS decided_by` : 'd.decided_at, d.decided_by';
  return `d.id::text AS id, d.tenant_id, d.member_id, d.method, d.channel, d.amount::text AS amount, ${status}, d.bank_code, d.payer_name,
  d.reference, d.promo_id, COALESCE((SELECT p.amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.transaction_id = d.bonus_tx_id AND a.member_id IS NOT NULL), 0)::text AS bonus, d.created_at, ${decided}, d.note, d.expires_at`;
}

export function depositView(r: DepositRow): DepositView {
  return {
    depositId: minor(r.id),
    method: r.method,
    channel: r.channel,
    amount: minor(r.amount),
    bonus: minor(r.bonus),
    status: r.status,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    note: r.note,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
  };
}

export function depositBanks(ctx: WalletContext, query: unknown): DepositBanksValue {
  requireModule(ctx, 'Deposit', 'MEMTRANS3');
  const { vendorCode } = parseWallet(DepositBanksQuerySchema, query);
  const s = walletSettings(ctx.brand.tenant);
  const vendors: DepositBanksValue['vendors'] = [
    { vendorCode: MANUAL_VENDOR, method: 'manual', channels: ['BANK'], banks: s.receivingBanks },
    { vendorCode: GATEWAY_VENDOR, method: 'gateway', channels: [...GATEWAY_CHANNELS], banks: WITHDRAW_BANKS.map((b) => ({ ...b })) },
  ];
  return { currency: ctx.currency, ...s.deposit, vendors: vendors.filter((x) => !vendorCode || x.vendorCode === vendorCode) };
}

function checkAmount(ctx: WalletContext, amount: number): void {
  const { minAmount, maxAmount } = walletSettings(ctx.brand.tenant).deposit;
  if (amount < minAmount || amount > maxAmount) throw new ApiError('wallet.amount.out.of.range', { value: { minAmount, maxAmount } });
}

export async function depositRowById(db: Queryable, id: number | string, lock = false): Promise<DepositRow | undefined> {
  return (await db.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0];
}

/** Responsible gambling: a new deposit request past a deposit limit or during an exclusion is refused. */
async function refuseOverLimit(tx: Queryable, ctx: WalletContext, amount: number, requestId: string): Promise<void> {
  const [repeat] = await tx.query('SELECT 1 AS one FROM deposits WHERE member_id = $1 AND request_id = $2', [ctx.member.id, requestId]);
  if (!repeat) depositRefusal(await checkDeposit(tx, ctx.brand.tenant.id, ctx.member.id, amount, ctx.now));
}

async function insertDeposit(
  db: Queryable,
  ctx: WalletContext,
  d: {
    method: 'manual' | 'gateway';
    channel: string;
    amount: number;
    bankCode: string | null;
    payerName: string | null;
    requestId: string;
    /** gateway deposits: when it expires unless the payment is confirmed */
    expiresAt: Date | null;
  },
): Promise<{ row: DepositRow; created: boolean }> {
  await refuseOverLimit(db, ctx, d.amount, d.requestId);
  const reference = `${d.method === 'manual' ? 'MD' : 'GD'}${randomBytes(6).toString('hex').toUpperCase()}`;
  const promo = await acceptedPromo(db, ctx.member.id);
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO deposits (tenant_id, member_id, method, channel, amount, bank_code, payer_name, reference, promo_id, request_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id::text AS id`,
    [
      ctx.brand.tenant.id,
      ctx.member.id,
      d.method,
      d.channel,
      d.amount,
      d.bankCode,
      d.payerName,
      reference,
      promo,
      d.requestId,
      ctx.now,
      d.expiresAt,
    ],
  );
  const id = inserted[0]?.id;
  if (id) {
    const row = await depositRowById(db, id);
    if (row) return { row, created: true };
  }
  // the same request again: the deposit it made, as it reads now
  const [existing] = await db.query<DepositRow>(
    `SELECT ${depositColumnsAt('$3')} FROM deposits d WHERE d.member_id = $1 AND d.request_id = $2`,
    [ctx.member.id, d.requestId, ctx.now],
  );
  if (!existing) throw new Error('deposit vanished');
  return { row: existing, created: false };
}

export async function manualDeposit(ctx: WalletContext, body: unknown): Promise<DepositView> {
  requireModule(ctx, 'Deposit', 'MEMTRANS3');
  requirePlayer(ctx);
  const input = parseWallet(ManualDepositSchema, body);
  checkAmount(ctx, input.amount);
  if (!walletSettings(ctx.brand.tenant).receivingBanks.some((b) => b.bankCode === input.bankCode))
    throw new ApiError('wallet.deposit.bank.unknown');
  const { row } = await ctx.db.transaction((tx) =>
    insertDeposit(tx, ctx, {
      method: 'manual',
      channel: 'BANK',
      amount: input.amount,
      bankCode: input.bankCode,
      payerName: input.payerName,
      requestId: input.requestId,
      expiresAt: null,
    }),
  );
  return depositView(row);
}

/**
 * Creates the deposit and the gateway order; the player goes to `payUrl` to pay. The deposit
 * expires `expiryMs` after it is asked for unless the gateway confirms the payment (deposit-ending.ts).
 */
export async function gatewayDeposit(
  ctx: WalletContext,
  body: unknown,
  expiryMs: number,
  createOrder: (tx: Queryable, deposit: DepositRow) => Promise<string>,
): Promise<{ deposit: DepositView; payUrl: string }> {
  requireModule(ctx, 'Deposit', 'MEMTRANS3');
  requirePlayer(ctx);
  const input = parseWallet(GatewayDepositSchema, body);
  checkAmount(ctx, input.amount);
  return ctx.db.transaction(async (tx) => {
    const { row } = await insertDeposit(tx, ctx, {
      method: 'gateway',
      channel: input.channel,
      amount: input.amount,
      bankCode: null,
      payerName: null,
      requestId: input.requestId,
      expiresAt: new Date(ctx.now.getTime() + expiryMs),
    });
    const [order] = await tx.query<{ order_no: string }>(
      'SELECT order_no FROM gateway_orders WHERE merchant_reference = $1 AND tenant_id = $2',
      [row.reference, row.tenant_id],
    );
    const orderNo = order?.order_no ?? (await createOrder(tx, row));
    return { deposit: depositView(row), payUrl: `/demo-gateway/pay/${orderNo}` };
  });
}

export type DepositDecision = { deposit: DepositView; changed: boolean };

/** Credits a pending deposit (and its promotion bonus) once; a credited one answers unchanged. */
export async function creditDeposit(
  db: Db,
  tenant: Tenant,
  where: { id?: number; reference?: string },
  actor: string,
  now: Date,
): Promise<DepositDecision> {
  return db.transaction((tx) => creditDepositIn(tx, tenant, where, actor, now));
}

/** Whether a pending deposit is past its expiry at `now` (it reads expired: deposit-status.ts). */
export const isOverdue = (row: Pick<DepositRow, 'status' | 'expires_at'>, now: Date): boolean =>
  row.status === 'pending' && row.expires_at !== null && new Date(row.expires_at) <= now;

/** `creditDeposit` inside the caller's transaction (the gateway callback records a refusal in the same one). */
export async function creditDepositIn(
  tx: Queryable,
  tenant: Tenant,
  where: { id?: number; reference?: string },
  actor: string,
  now: Date,
): Promise<DepositDecision> {
  const find = 'SELECT id::text AS id, member_id FROM deposits WHERE tenant_id = $1 AND (id = $2 OR reference = $3)';
  const params = [tenant.id, where.id ?? 0, where.reference ?? ''];
  // the lock order (README "Lock order"): the member row, then the deposit, then the accounts
  const [owner] = await tx.query<{ member_id: number }>(find, params);
  if (owner) await lockMember(tx, owner.member_id);
  const [locked] = await tx.query<{ id: string }>(`${find} FOR UPDATE`, params);
  const row = locked ? await depositRowById(tx, locked.id) : undefined;
  if (!row) throw new ApiError('wallet.deposit.not.found');
  if (row.status === 'credited') return { deposit: depositView(row), changed: false };
  if (row.status === 'cancelled' || row.status === 'expired')
    throw new ApiError('wallet.request.decided', { message: `This deposit was ${row.status} before the payment was confirmed` });
  if (row.status !== 'pending') throw new ApiError('wallet.request.decided');
  if (isOverdue(row, now))
    throw new ApiError('wallet.request.decided', { message: 'This deposit expired before the payment was confirmed' });
  const amount = minor(row.amount);
  const credit = await postLedgerTransaction(tx, {
    tenantId: tenant.id,
    code: 'DEPOSIT',
    idempotencyKey: `deposit:${row.id}`,
    actor,
    reason: `${row.method === 'manual' ? 'bank transfer' : `gateway ${row.channel}`} ${row.reference}`,
    meta: { depositId: row.id },
    postings: [
      { account: { memberId: row.member_id, kind: 'main' }, amount },
      { account: { house: HOUSE_ACCOUNTS.cash }, amount: -amount },
    ],
    now,
  });
  const promo = depositPromos(tenant).find((p) => p.promoId === row.promo_id);
  // no promotion bonus for a player in a time-out or self-exclusion (no marketing), even on a deposit asked for before it
  const bonus = (await isMarketingBlocked(tx, tenant, { id: row.member_id }, now)) ? 0 : bonusFor(promo, amount);
  let bonusTx: number | null = null;
  if (bonus > 0 && promo) {
    bonusTx = (
      await postLedgerTransaction(tx, {
        tenantId: tenant.id,
        code: 'PROMO',
        idempotencyKey: `deposit-bonus:${row.id}`,
        actor,
        reason: `${promo.promoId} bonus on ${row.reference}`,
        meta: { depositId: row.id, promoId: promo.promoId, turnoverMultiple: promo.turnoverMultiple },
        postings: [
          { account: { memberId: row.member_id, kind: 'main' }, amount: bonus },
          { account: { house: HOUSE_ACCOUNTS.promo }, amount: -bonus },
        ],
        now,
      })
    ).transactionId;
  }
  await tx.query(
    `UPDATE deposits SET status = 'credited', ledger_tx_id = $2, bonus_tx_id = $3, decided_at = $4, decided_by = $5 WHERE id = $1`,
    [row.id, credit.transactionId, bonusTx, now, actor],
  );
  if (row.promo_id)
    await tx.query('UPDATE deposit_promo_acceptances SET used_by_deposit = $2 WHERE member_id = $1 AND used_by_deposit IS NULL', [
      row.member_id,
      row.id,
    ]);
  const after = await depositRowById(tx, row.id);
  if (!after) throw new Error('deposit vanished');
  return { deposit: depositView(after), changed: true };
}

/**
 * A cashier rejects a pending deposit: it ends, moving no money, and a gateway deposit's order is
 * closed in the same transaction. A payment the gateway still confirms for it is refused and recorded
 * (gateway-callback.ts).
 */
export async function rejectDeposit(db: Db, tenant: Tenant, id: number, actor: string, note: string, now: Date): Promise<DepositDecision> {
  return db.transaction(async (tx) => {
    const row = await depositRowById(tx, id, true);
    if (!row || row.tenant_id !== tenant.id) throw new ApiError('wallet.deposit.not.found');
    if (row.status === 'rejected') return { deposit: depositView(row), changed: false };
    if (row.status !== 'pending') throw new ApiError('wallet.request.decided');
    // it reads expired already: nobody decides it any more
    if (isOverdue(row, now)) throw new ApiError('wallet.request.decided', { message: 'This deposit expired: it waits for no decision' });
    await tx.query(`UPDATE deposits SET status = 'rejected', decided_at = $2, decided_by = $3, note = $4 WHERE id = $1`, [
      row.id,
      now,
      actor,
      note || null,
    ]);
    // a rejected gateway deposit's order takes no payment any more (as for an expired or cancelled one)
    if (row.method === 'gateway') await closeGatewayOrder(tx, tenant.id, row.reference);
    const after = await depositRowById(tx, row.id);
    if (!after) throw new Error('deposit vanished');
    return { deposit: depositView(after), changed: true };
  });
}

export async function depositReport(ctx: WalletContext, query: unknown): Promise<Page<DepositView>> {
  requireModule(ctx, 'Deposit', 'MEMTRANS3');
  const q = parseWallet(DepositReportQuerySchema, query);
  // read-only: a deposit past its expiry reads expired before anything ends it (the return page reads this every 2 s)
  const rows = await ctx.db.query<DepositRow & { total: number }>(
    `SELECT ${depositColumnsAt('$6')}, count(*) OVER ()::int AS total FROM deposits d
     WHERE d.tenant_id = $1 AND d.member_id = $2 AND ($3::bigint IS NULL OR d.id = $3)
     ORDER BY d.id DESC LIMIT $4 OFFSET $5`,
    [ctx.brand.tenant.id, ctx.member.id, q.depositId ?? null, q.pageSize, (q.pageNo - 1) * q.pageSize, ctx.now],
  );
  if (q.depositId && rows.length === 0) throw new ApiError('wallet.deposit.not.found');
  return { ...pageInfo(q.pageNo, q.pageSize, rows[0]?.total ?? 0), list: rows.map(depositView) };
}

/** Operators: deposits of a brand as they read at `now` (of one status, or all), newest first. */
export async function listDeposits(
  db: Queryable,
  tenantId: string,
  status: string | null,
  now: Date,
  limit = 50,
): Promise<(DepositRow & { username: string })[]> {
  return db.query<DepositRow & { username: string }>(
    `SELECT ${depositColumnsAt('$4')}, m.username FROM deposits d JOIN members m ON m.id = d.member_id
     WHERE d.tenant_id = $1 AND ($2::text IS NULL OR ${depositStatusSql('d', '$4')} = $2) ORDER BY d.id DESC LIMIT $3`,
    [tenantId, status, limit, now],
  );
}
