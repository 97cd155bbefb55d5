/** Betting records (`/lgw/orders`, detail, suborders cancel) read from bet_orders. */

import type { Page } from '../../src/contracts/wallet/paging';
import {
  type BetOrderView,
  CANCELLABLE_GAME_TYPES,
  CancelSuborderSchema,
  type OrderDetail,
  OrderDetailQuerySchema,
  OrdersQuerySchema,
} from '../../src/contracts/wallet/records';
import { HOUSE_ACCOUNTS, isTxCode } from '../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../db/types';
import { BET_ORDER_COLUMNS, type BetOrder, cancelRound, toBetOrder } from './bet-orders';
import { requireModule, type WalletContext } from './context';
import { WalletError } from './errors';
import { dayRange, pageInfo, parseWallet } from './input';
import { postLedgerTransaction } from './ledger';
import { minor } from './minor';

const cancellable = (o: BetOrder) => o.status === 'open' && (CANCELLABLE_GAME_TYPES as readonly string[]).includes(o.gameType);

export function orderView(o: BetOrder): BetOrderView {
  return {
    orderId: o.id,
    vendorCode: o.vendorCode,
    gameCode: o.gameCode,
    gameType: o.gameType,
    roundId: o.roundId,
    stake: o.stake,
    win: o.win,
    profit: o.status === 'settled' ? o.win - o.stake : 0,
    status: o.status,
    cancellable: cancellable(o),
    createdAt: o.createdAt.toISOString(),
    settledAt: o.settledAt?.toISOString() ?? null,
  };
}

type Listed = Parameters<typeof toBetOrder>[0] & { total: number; total_stake: string; total_win: string };

export async function listOrders(ctx: WalletContext, query: unknown): Promise<Page<BetOrderView> & { totalStake: number; totalWin: number }> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const q = parseWallet(OrdersQuerySchema, query);
  const { from, to } = dayRange(q.startDate, q.endDate);
  const where = `tenant_id = $1 AND member_id = $2 AND ($3 = '' OR game_type = $3)
    AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)`;
  const params = [ctx.brand.tenant.id, ctx.member.id, q.gameType, from, to];
  const [sums] = await ctx.db.query<{ total: number; total_stake: string; total_win: string }>(
    `SELECT count(*)::int AS total, COALESCE(sum(stake), 0)::text AS total_stake, COALESCE(sum(win), 0)::text AS total_win FROM bet_orders WHERE ${where}`,
    params,
  );
  const rows = await ctx.db.query<Listed>(
    `SELECT ${BET_ORDER_COLUMNS} FROM bet_orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`,
    [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return {
    ...pageInfo(q.pageNo, q.pageSize, sums?.total ?? 0),
    totalStake: minor(sums?.total_stake ?? '0'),
    totalWin: minor(sums?.total_win ?? '0'),
    list: rows.map((r) => orderView(toBetOrder(r))),
  };
}

async function ownOrder(db: Queryable, ctx: WalletContext, orderId: number, lock = false): Promise<BetOrder> {
  const rows = await db.query<Parameters<typeof toBetOrder>[0]>(
    `SELECT ${BET_ORDER_COLUMNS} FROM bet_orders WHERE id = $1 AND tenant_id = $2 AND member_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [orderId, ctx.brand.tenant.id, ctx.member.id],
  );
  const row = rows[0];
  if (!row) throw new WalletError('wallet.order.not.found');
  return toBetOrder(row);
}

export async function orderDetail(ctx: WalletContext, query: unknown): Promise<OrderDetail> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const { orderId } = parseWallet(OrderDetailQuerySchema, query);
  const order = await ownOrder(ctx.db, ctx, orderId);
  const postings = await ctx.db.query<{ code: string; amount: string; created_at: Date }>(
    `SELECT t.code, p.amount::text AS amount, t.created_at FROM ledger_postings p
     JOIN ledger_transactions t ON t.id = p.transaction_id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.member_id = $1 AND (t.id = ANY ($2::bigint[]) OR t.meta->>'orderId' = $3 OR (t.meta->>'roundId' = $4 AND t.meta->>'vendorCode' = $5))
     ORDER BY p.id`,
    [ctx.member.id, [order.betTxId, order.winTxId].filter((x): x is number => x !== null), String(order.id), order.roundId, order.vendorCode],
  );
  return {
    ...orderView(order),
    postings: postings.map((p) => ({ txCode: isTxCode(p.code) ? p.code : 'ADJUST', amount: minor(p.amount), createdAt: new Date(p.created_at).toISOString() })),
  };
}

/** Cancels an open order the player may cancel: its stake goes back to the main wallet, once. */
export async function cancelOrder(ctx: WalletContext, body: unknown): Promise<BetOrderView> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const { orderId } = parseWallet(CancelSuborderSchema, body);
  return ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, ctx, orderId, true);
    if (!cancellable(order)) throw new WalletError('wallet.order.not.cancellable');
    if (order.stake > 0) {
      await postLedgerTransaction(tx, {
        tenantId: ctx.brand.tenant.id,
        code: 'CANCEL',
        idempotencyKey: `cancel:order:${order.id}`,
        actor: `member:${ctx.member.id}`,
        reason: `cancel ${order.vendorCode} ${order.roundId}`,
        meta: { orderId: String(order.id), roundId: order.roundId, vendorCode: order.vendorCode },
        postings: [
          { account: { memberId: ctx.member.id, kind: 'main' }, amount: order.stake },
          { account: { house: HOUSE_ACCOUNTS.games }, amount: -order.stake },
        ],
        now: ctx.now,
      });
    }
    const cancelled = await cancelRound(tx, { tenantId: order.tenantId, vendorCode: order.vendorCode, roundId: order.roundId, memberId: order.memberId, status: 'cancelled', now: ctx.now });
    if (!cancelled) throw new WalletError('wallet.order.not.found');
    return orderView(cancelled);
  });
}
