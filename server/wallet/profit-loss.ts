/**
 * A player's own profit and loss (PERSPNL3) over today, yesterday, the last 7 or 30 days, in the
 * brand's time zone: settled bets only, each stake less what was refunded of it, the wins, and the
 * net (win − stake: positive when the player is ahead), in total and per game type. Cancelled and
 * rolled-back bets count nothing; bets still open are counted apart.
 */
import { type ProfitLoss, type ProfitLossPeriod, ProfitLossQuerySchema } from '../../src/contracts/wallet/profit-loss';
import { brandOffsetMinutes } from '../member/settings';
import type { WalletContext } from './context';
import { requireModule } from './context';
import { parseWallet } from './input';
import { minor } from './minor';

const DAY = 86_400_000;

/** [from, to) of a period ending with the brand's current day. */
export function periodRange(period: ProfitLossPeriod, now: Date, offsetMinutes: number): { from: Date; to: Date } {
  const offset = offsetMinutes * 60_000;
  const startOfToday = Math.floor((now.getTime() + offset) / DAY) * DAY - offset;
  const days = { today: [0, 1], yesterday: [-1, 0], week: [-6, 1], month: [-29, 1] }[period];
  return { from: new Date(startOfToday + (days[0] ?? 0) * DAY), to: new Date(startOfToday + (days[1] ?? 1) * DAY) };
}

type Row = { game_type: string; bets: number; stake: string; win: string; open: number };

export async function profitLoss(ctx: WalletContext, query: unknown): Promise<ProfitLoss> {
  requireModule(ctx, 'Profit and loss', 'PERSPNL3');
  const { period } = parseWallet(ProfitLossQuerySchema, query);
  const { from, to } = periodRange(period, ctx.now, brandOffsetMinutes(ctx.brand.tenant));
  const rows = await ctx.db.query<Row>(
    `SELECT game_type,
            count(*) FILTER (WHERE status = 'settled')::int AS bets,
            COALESCE(sum(stake - refunded) FILTER (WHERE status = 'settled'), 0)::text AS stake,
            COALESCE(sum(win) FILTER (WHERE status = 'settled'), 0)::text AS win,
            count(*) FILTER (WHERE status = 'open')::int AS open
     FROM bet_orders
     WHERE tenant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4
     GROUP BY game_type ORDER BY game_type`,
    [ctx.brand.tenant.id, ctx.member.id, from, to],
  );
  const byType = rows
    .map((r) => ({ gameType: r.game_type, bets: r.bets, stake: minor(r.stake), win: minor(r.win), net: minor(r.win) - minor(r.stake) }))
    .filter((t) => t.bets > 0);
  const sum = (k: 'bets' | 'stake' | 'win' | 'net') => byType.reduce((s, t) => s + t[k], 0);
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    bets: sum('bets'),
    stake: sum('stake'),
    win: sum('win'),
    net: sum('net'),
    open: rows.reduce((s, r) => s + r.open, 0),
    byType,
  };
}
