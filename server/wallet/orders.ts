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
import { isTxCode } from '../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { BET_ORDER_COLUMNS, type BetOrder, toBetOrder } from './bet-orders';
import { requireModule, type WalletContext } from './context';
import { dayRange, pageInfo, parseWallet } from './input';
import { minor } from './minor';
import { refundRound } from './refunds';
import type { VendorCancel } from './vendor-cancel';

const cancellable = (o: BetOrder) => o.status === 'open' && (CANCELLABLE_GAME_TYPES as readonly string[]).includes(o.gameType);

/** the vendor's and the game's display names of an order, in the request's language (the route reads the catalogue) */
export type OrderNames = (o: Pick<BetOrder, 'vendorCode' | 'gameCode' | 'nodeId'>) => { vendorName: string; gameName: string };
/** without a catalogue (callers outside the routes): the codes */
const CODES: OrderNames = (o) => ({ vendorName: o.vendorCode, gameName: o.gameCode });

export function orderView(o: BetOrder, names: OrderNames = CODES): BetOrderView {
  return {
    orderId: o.id,
    vendorCode: o.vendorCode,
    gameCode: o.gameCode,
    ...names(o),
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

export async function listOrders(
  ctx: WalletContext,
  query: unknown,
  names: OrderNames = CODES,
): Promise<Page<BetOrderView> & { totalStake: number; totalWin: number }> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const q = parseWallet(OrdersQuerySchema, query);
  const { from, to } = dayRange(q.startDate, q.endDate);
  const where = `tenant_id = $1 AND member_id = $2 AND ($3 = '' OR game_type = $3)
    AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)`;
  const params = [ctx.brand.tenant.id, ctx.member.id, q.gameType, from, to];
  const [sums] = await ctx.db.query<{ total: number; total_stake: string; total_win: string }>(
    `SELECT count(*)::int AS total, COALESCE(sum(stake - refunded), 0)::text AS total_stake, COALESCE(sum(win), 0)::text AS total_win FROM bet_orders WHERE ${where}`,
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
    list: rows.map((r) => orderView(toBetOrder(r), names)),
  };
}

async function ownOrder(db: Queryable, ctx: WalletContext, orderId: number): Promise<BetOrder> {
  const rows = await db.query<Parameters<typeof toBetOrder>[0]>(
    `SELECT ${BET_ORDER_COLUMNS} FROM bet_orders WHERE id = $1 AND tenant_id = $2 AND member_id = $3`,
    [orderId, ctx.brand.tenant.id, ctx.member.id],
  );
  const row = rows[0];
  if (!row) throw new ApiError('wallet.order.not.found');
  return toBetOrder(row);
}

export async function orderDetail(ctx: WalletContext, query: unknown, names: OrderNames = CODES): Promise<OrderDetail> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const { orderId } = parseWallet(OrderDetailQuerySchema, query);
  const order = await ownOrder(ctx.db, ctx, orderId);
  const postings = await ctx.db.query<{ code: string; amount: string; created_at: Date }>(
    `SELECT t.code, p.amount::text AS amount, t.created_at FROM ledger_postings p
     JOIN ledger_transactions t ON t.id = p.transaction_id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.member_id = $1 AND (t.id = ANY ($2::bigint[]) OR t.meta->>'orderId' = $3 OR (t.meta->>'roundId' = $4 AND t.meta->>'vendorCode' = $5))
     ORDER BY p.id`,
    [
      ctx.member.id,
      [order.betTxId, order.winTxId].filter((x): x is number => x !== null),
      String(order.id),
      order.roundId,
      order.vendorCode,
    ],
  );
  return {
    ...orderView(order, names),
    postings: postings.map((p) => ({
      txCode: isTxCode(p.code) ? p.code : 'ADJUST',
      amount: minor(p.amount),
      createdAt: new Date(p.created_at).toISOString(),
    })),
  };
}

/**
 * The player cancels an open order they may cancel. The vendor holds the bet, so it is asked first
 * (server/wallet/vendor-cancel.ts): only once it has cancelled its ticket (or holds none open) does
 * the stake go back, through the one refund path (refunds.ts), once. The vendor unreachable: nothing
 * changes and the player is told to try again.
 */
export async function cancelOrder(
  ctx: WalletContext,
  body: unknown,
  vendorCancel: VendorCancel,
  names: OrderNames = CODES,
): Promise<BetOrderView> {
  requireModule(ctx, 'Betting record', 'TRANSBETREPMEM3');
  const { orderId } = parseWallet(CancelSuborderSchema, body);
  const order = await ownOrder(ctx.db, ctx, orderId);
  if (!cancellable(order)) throw new ApiError('wallet.order.not.cancellable');
  const vendor = await vendorCancel(order);
  if (vendor === 'unavailable') throw new ApiError('wallet.order.cancel.unavailable');
  if (vendor === 'closed') throw new ApiError('wallet.order.not.cancellable');
  const outcome = await ctx.db.transaction((tx) =>
    refundRound(tx, {
      ...order,
      cause: 'player',
      actor: `member:${ctx.member.id}`,
      reason: `cancel ${order.vendorCode} ${order.roundId}`,
      now: ctx.now,
    }),
  );
  if (outcome.status === 'unknown') throw new ApiError('wallet.order.not.found');
  if (outcome.status === 'settled') throw new ApiError('wallet.order.not.cancellable');
  return orderView(outcome.order, names);
}
