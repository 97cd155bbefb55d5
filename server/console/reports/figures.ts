/**
 * A brand's figures per day, read from the ledger alone: every money movement across the brand's
 * edge is a posting against a house account, so each figure is a sum of house postings by
 * transaction code over the day (the report cannot disagree with the ledger):
 *
 *   deposits     − Σ house:cash   of DEPOSIT          (money paid in)
 *   withdrawals    Σ house:cash   of WITHDRAW_PAID    (money paid out)
 *   stakes         Σ house:games  of BET, ROLLBACK, CANCEL  (stakes net of the stakes given back that day)
 *   wins         − Σ house:games  of WIN
 *   GGR            stakes − wins  (= Σ house:games)
 *   bonuses      − Σ house:promo  (promotion bonuses, reward applications, missions, VIP benefits)
 *   adjustments  − Σ house:adjust (operator balance adjustments, credits positive)
 *   NGR            GGR − bonuses − adjustments
 *
 * Active players: members with a bet posted that day; new players: accounts created that day.
 * Days are calendar days of the report's time zone (UTC: tenant files carry no time zone).
 */
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';
import { type ConsoleCurrency, currencyOf } from '../cashier/currency';

export const REPORT_TIME_ZONE = 'UTC';
export const MAX_REPORT_DAYS = 92;

export type DayFigures = {
  day: string;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  stakes: number;
  wins: number;
  ggr: number;
  bonuses: number;
  adjustments: number;
  ngr: number;
  activePlayers: number;
  newPlayers: number;
};

export type Breakdown = { vendor: string; gameType: string; bets: number; players: number; stakes: number; wins: number; ggr: number };

export type Report = {
  tenant: string;
  timeZone: string;
  currency: ConsoleCurrency;
  from: string;
  to: string;
  days: DayFigures[];
  /** the range's totals; activePlayers and newPlayers count each member once over the range */
  totals: DayFigures;
  breakdown: Breakdown[];
};

type DayRow = {
  day: string;
  deposits: string;
  deposit_count: number;
  withdrawals: string;
  withdrawal_count: number;
  stakes: string;
  wins: string;
  bonuses: string;
  adjustments: string;
  active_players: number;
  new_players: number;
};

/** The range's bounds as instants: from the start of `from` to the end of `to` in the time zone. */
const RANGE = `($2::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}'`;
const RANGE_END = `($3::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}'`;
const DAY_OF = (column: string) => `(${column} AT TIME ZONE '${REPORT_TIME_ZONE}')::date`;

/** The house postings of the brand in the range, with their transaction's code and the day. */
const HOUSE_POSTINGS = `
  SELECT ${DAY_OF('t.created_at')} AS day, t.code, a.kind, p.amount
    FROM ledger_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NULL
   WHERE t.tenant_id = $1 AND t.created_at >= ${RANGE} AND t.created_at < ${RANGE_END}`;

/** Members with a bet posted in the range (the player side of BET), by day. */
const BETTORS = `
  SELECT DISTINCT ${DAY_OF('t.created_at')} AS day, a.member_id
    FROM ledger_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
   WHERE t.tenant_id = $1 AND t.code = 'BET' AND t.created_at >= ${RANGE} AND t.created_at < ${RANGE_END}`;

function figuresOf(r: Omit<DayRow, 'day'>, day: string): DayFigures {
  const n = (x: string) => Number(x);
  const stakes = n(r.stakes);
  const wins = n(r.wins);
  const bonuses = n(r.bonuses);
  const adjustments = n(r.adjustments);
  const ggr = stakes - wins;
  return {
    day,
    deposits: n(r.deposits),
    depositCount: r.deposit_count,
    withdrawals: n(r.withdrawals),
    withdrawalCount: r.withdrawal_count,
    stakes,
    wins,
    ggr,
    bonuses,
    adjustments,
    ngr: ggr - bonuses - adjustments,
    activePlayers: r.active_players,
    newPlayers: r.new_players,
  };
}

const SUMS = `
  COALESCE(-SUM(h.amount) FILTER (WHERE h.kind = 'house:cash' AND h.code = 'DEPOSIT'), 0)::text AS deposits,
  COUNT(*) FILTER (WHERE h.kind = 'house:cash' AND h.code = 'DEPOSIT')::int AS deposit_count,
  COALESCE(SUM(h.amount) FILTER (WHERE h.kind = 'house:cash' AND h.code = 'WITHDRAW_PAID'), 0)::text AS withdrawals,
  COUNT(*) FILTER (WHERE h.kind = 'house:cash' AND h.code = 'WITHDRAW_PAID')::int AS withdrawal_count,
  COALESCE(SUM(h.amount) FILTER (WHERE h.kind = 'house:games' AND h.code IN ('BET', 'ROLLBACK', 'CANCEL')), 0)::text AS stakes,
  COALESCE(-SUM(h.amount) FILTER (WHERE h.kind = 'house:games' AND h.code = 'WIN'), 0)::text AS wins,
  COALESCE(-SUM(h.amount) FILTER (WHERE h.kind = 'house:promo'), 0)::text AS bonuses,
  COALESCE(-SUM(h.amount) FILTER (WHERE h.kind = 'house:adjust'), 0)::text AS adjustments`;

async function dayRows(db: Queryable, tenantId: string, from: string, to: string): Promise<DayRow[]> {
  return db.query<DayRow>(
    `WITH h AS (${HOUSE_POSTINGS}), b AS (${BETTORS}),
          days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day, s.*,
            (SELECT count(*) FROM b WHERE b.day = days.day)::int AS active_players,
            (SELECT count(*) FROM members m WHERE m.tenant_id = $1 AND ${DAY_OF('m.created_at')} = days.day)::int AS new_players
       FROM days
       LEFT JOIN LATERAL (SELECT ${SUMS} FROM h WHERE h.day = days.day) s ON true
      ORDER BY days.day`,
    [tenantId, from, to],
  );
}

async function rangeTotals(db: Queryable, tenantId: string, from: string, to: string): Promise<DayRow> {
  const [row] = await db.query<DayRow>(
    `WITH h AS (${HOUSE_POSTINGS}), b AS (${BETTORS})
     SELECT 'total' AS day, ${SUMS},
            (SELECT count(DISTINCT member_id) FROM b)::int AS active_players,
            (SELECT count(*) FROM members m WHERE m.tenant_id = $1 AND m.created_at >= ${RANGE} AND m.created_at < ${RANGE_END})::int AS new_players
       FROM h`,
    [tenantId, from, to],
  );
  if (!row) throw new Error('reports: the totals query answered nothing');
  return row;
}

/**
 * Play by vendor and game type. The vendor is the one that posted the bet or win (`vendor:<CODE>`)
 * or the one a refund names; the game type is the refunded order's, else the catalogue's for the
 * game the posting names, else UNKNOWN (a posting that names no game).
 */
async function breakdownOf(db: Queryable, tenantId: string, from: string, to: string): Promise<Breakdown[]> {
  const rows = await db.query<{ vendor: string; game_type: string; bets: number; players: number; stakes: string; wins: string }>(
    `WITH g AS (
       SELECT t.id, t.code, p.amount,
              COALESCE(t.meta->>'vendorCode', CASE WHEN t.actor LIKE 'vendor:%' THEN substr(t.actor, 8) END, 'UNKNOWN') AS vendor,
              COALESCE(o.game_type, c.game_type, 'UNKNOWN') AS game_type,
              (SELECT pa.member_id FROM ledger_postings pp JOIN ledger_accounts pa ON pa.id = pp.account_id AND pa.member_id IS NOT NULL
                WHERE pp.transaction_id = t.id LIMIT 1) AS member_id
         FROM ledger_transactions t
         JOIN ledger_postings p ON p.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NULL AND a.kind = 'house:games'
         LEFT JOIN bet_orders o ON t.meta ? 'orderId' AND o.id = (t.meta->>'orderId')::bigint
         LEFT JOIN games c ON c.game_code = t.meta->>'gameCode'
        WHERE t.tenant_id = $1 AND t.created_at >= ${RANGE} AND t.created_at < ${RANGE_END})
     SELECT vendor, game_type,
            COUNT(*) FILTER (WHERE code = 'BET')::int AS bets,
            COUNT(DISTINCT member_id) FILTER (WHERE code = 'BET')::int AS players,
            COALESCE(SUM(amount) FILTER (WHERE code IN ('BET', 'ROLLBACK', 'CANCEL')), 0)::text AS stakes,
            COALESCE(-SUM(amount) FILTER (WHERE code = 'WIN'), 0)::text AS wins
       FROM g GROUP BY vendor, game_type ORDER BY vendor, game_type`,
    [tenantId, from, to],
  );
  return rows.map((r) => {
    const stakes = Number(r.stakes);
    const wins = Number(r.wins);
    return { vendor: r.vendor, gameType: r.game_type, bets: r.bets, players: r.players, stakes, wins, ggr: stakes - wins };
  });
}

/** `from` and `to`: calendar days `YYYY-MM-DD`, both included, at most MAX_REPORT_DAYS apart. */
export async function brandReport(db: Queryable, tenant: Tenant, from: string, to: string): Promise<Report> {
  const [days, totals, breakdown] = [
    await dayRows(db, tenant.id, from, to),
    await rangeTotals(db, tenant.id, from, to),
    await breakdownOf(db, tenant.id, from, to),
  ];
  return {
    tenant: tenant.id,
    timeZone: REPORT_TIME_ZONE,
    currency: currencyOf(tenant),
    from,
    to,
    days: days.map((d) => figuresOf(d, d.day)),
    totals: figuresOf(totals, 'total'),
    breakdown,
  };
}
