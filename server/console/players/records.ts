/** A member's records a page at a time: ledger movements (newest first, by id) and betting records. */
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';
import { minor } from '../../wallet/minor';
import { type Movement, recentMovements } from '../cashier/member-context';

export type LedgerPage = { rows: Movement[]; nextBefore: number | null };

/** `before`: a transaction id; the page holds older ones. */
export async function ledgerPage(db: Queryable, tenant: Tenant, memberId: number, limit: number, before?: number): Promise<LedgerPage> {
  const rows = await recentMovements(db, tenant.id, memberId, limit + 1, before);
  return { rows: rows.slice(0, limit), nextBefore: rows.length > limit ? (rows[limit - 1]?.transactionId ?? null) : null };
}

export type BetLine = {
  orderId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  stake: number;
  win: number;
  refunded: number;
  status: string;
  createdAt: string;
  settledAt: string | null;
};
export type BetPage = { page: number; pageSize: number; total: number; rows: BetLine[] };

export async function betPage(db: Queryable, tenant: Tenant, memberId: number, page: number, pageSize: number): Promise<BetPage> {
  const rows = await db.query<{
    id: string;
    vendor_code: string;
    game_code: string;
    game_type: string;
    round_id: string;
    stake: string;
    win: string;
    refunded: string;
    status: string;
    created_at: Date;
    settled_at: Date | null;
    total: number;
  }>(
    `SELECT id::text AS id, vendor_code, game_code, game_type, round_id, stake::text AS stake, win::text AS win, refunded::text AS refunded,
            status, created_at, settled_at, count(*) OVER ()::int AS total
       FROM bet_orders WHERE tenant_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tenant.id, memberId, pageSize, (page - 1) * pageSize],
  );
  return {
    page,
    pageSize,
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      orderId: minor(r.id),
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      gameType: r.game_type,
      roundId: r.round_id,
      stake: minor(r.stake),
      win: minor(r.win),
      refunded: minor(r.refunded),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    })),
  };
}
