/**
 * Betting records (`bet_orders`): one order per (brand, vendor, round, member). The seamless-wallet
 * operator side posts the money with postLedgerTransaction and records the round here in the same
 * DB transaction; `/lgw/orders*` and the winner board read it.
 */
import type { Queryable } from '../db/types';
import { minor } from './minor';

export type BetOrderStatus = 'open' | 'settled' | 'cancelled' | 'rolled_back';

export type BetOrder = {
  id: number;
  tenantId: string;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId: string | null;
  gameType: string;
  roundId: string;
  stake: number;
  /** what of the stake went back to the player (refunds.ts) */
  refunded: number;
  win: number;
  status: BetOrderStatus;
  betTxId: number | null;
  winTxId: number | null;
  createdAt: Date;
  settledAt: Date | null;
};

type Row = {
  id: string;
  tenant_id: string;
  member_id: number;
  vendor_code: string;
  game_code: string;
  node_id: string | null;
  game_type: string;
  round_id: string;
  stake: string;
  refunded: string;
  win: string;
  status: BetOrderStatus;
  bet_tx_id: string | null;
  win_tx_id: string | null;
  created_at: Date;
  settled_at: Date | null;
};

export const BET_ORDER_COLUMNS = `id::text AS id, tenant_id, member_id, vendor_code, game_code, node_id, game_type, round_id,
  stake::text AS stake, refunded::text AS refunded, win::text AS win, status, bet_tx_id::text AS bet_tx_id, win_tx_id::text AS win_tx_id, created_at, settled_at`;

export function toBetOrder(r: Row): BetOrder {
  return {
    id: minor(r.id),
    tenantId: r.tenant_id,
    memberId: r.member_id,
    vendorCode: r.vendor_code,
    gameCode: r.game_code,
    nodeId: r.node_id,
    gameType: r.game_type,
    roundId: r.round_id,
    stake: minor(r.stake),
    refunded: minor(r.refunded),
    win: minor(r.win),
    status: r.status,
    betTxId: r.bet_tx_id === null ? null : minor(r.bet_tx_id),
    winTxId: r.win_tx_id === null ? null : minor(r.win_tx_id),
    createdAt: new Date(r.created_at),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  };
}

export type RoundKey = { tenantId: string; vendorCode: string; roundId: string; memberId: number };

export type RecordBetInput = RoundKey & {
  gameCode: string;
  nodeId?: string | null;
  gameType: string;
  /** minor units debited by this bet (added to the round's stake) */
  stake: number;
  betTxId: number;
  now: Date;
};

/** Opens the round's order or adds this bet's stake to it (a second bet in one round). */
export async function recordBet(tx: Queryable, input: RecordBetInput): Promise<BetOrder> {
  const rows = await tx.query<Row>(
    `INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, node_id, game_type, round_id, stake, bet_tx_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (tenant_id, vendor_code, round_id, member_id)
     DO UPDATE SET stake = bet_orders.stake + EXCLUDED.stake, bet_tx_id = EXCLUDED.bet_tx_id
     RETURNING ${BET_ORDER_COLUMNS}`,
    [
      input.tenantId,
      input.memberId,
      input.vendorCode,
      input.gameCode,
      input.nodeId ?? null,
      input.gameType,
      input.roundId,
      input.stake,
      input.betTxId,
      input.now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('bet_orders: insert returned nothing');
  return toBetOrder(row);
}

export type SettleRoundInput = RoundKey & {
  /** minor units credited by this win (added to the round's win; 0 for a lost round) */
  win: number;
  winTxId: number | null;
  /** false keeps the round open for more bets or wins */
  roundClosed?: boolean;
  now: Date;
};

/** Adds a win to the round and (by default) closes it as settled; null when the round is unknown. */
export async function settleRound(tx: Queryable, input: SettleRoundInput): Promise<BetOrder | null> {
  const closed = input.roundClosed ?? true;
  const rows = await tx.query<Row>(
    `UPDATE bet_orders SET win = win + $5, win_tx_id = COALESCE($6, win_tx_id),
       status = CASE WHEN $7::boolean THEN 'settled' ELSE status END,
       settled_at = CASE WHEN $7::boolean THEN $8::timestamptz ELSE settled_at END
     WHERE tenant_id = $1 AND vendor_code = $2 AND round_id = $3 AND member_id = $4 AND status IN ('open', 'settled')
     RETURNING ${BET_ORDER_COLUMNS}`,
    [input.tenantId, input.vendorCode, input.roundId, input.memberId, input.win, input.winTxId, closed, input.now],
  );
  return rows[0] ? toBetOrder(rows[0]) : null;
}

/** The status of a round's order, or null when there is none. */
export async function roundStatus(tx: Queryable, key: RoundKey): Promise<BetOrder['status'] | null> {
  const [row] = await tx.query<{ status: BetOrder['status'] }>(
    'SELECT status FROM bet_orders WHERE tenant_id = $1 AND vendor_code = $2 AND round_id = $3 AND member_id = $4',
    [key.tenantId, key.vendorCode, key.roundId, key.memberId],
  );
  return row?.status ?? null;
}

/** The biggest settled wins of a brand (winner board), newest first among equals. */
export async function biggestWins(db: Queryable, tenantId: string, limit = 20): Promise<BetOrder[]> {
  const rows = await db.query<Row>(
    `SELECT ${BET_ORDER_COLUMNS} FROM bet_orders WHERE tenant_id = $1 AND status = 'settled' AND win > 0
     ORDER BY win DESC, settled_at DESC LIMIT $2`,
    [tenantId, limit],
  );
  return rows.map(toBetOrder);
}
