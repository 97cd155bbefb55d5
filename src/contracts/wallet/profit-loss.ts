/**
 * Personal profit and loss (module PERSPNL3): a player's own result over a period, from his
 * betting records: bets, what he staked (refunds taken out), what he won, and the net, in total and
 * per game type. Periods are days of the brand's time zone.
 */
import * as v from 'valibot';

export const PROFIT_LOSS_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type ProfitLossPeriod = (typeof PROFIT_LOSS_PERIODS)[number];

export const ProfitLossQuerySchema = v.object({
  period: v.optional(v.picklist(PROFIT_LOSS_PERIODS, `must be one of ${PROFIT_LOSS_PERIODS.join(', ')}`), 'today'),
});

const Minor = v.pipe(v.number(), v.safeInteger());
const Totals = { bets: v.pipe(v.number(), v.integer(), v.minValue(0)), stake: Minor, win: Minor, net: Minor };

export const ProfitLossSchema = v.object({
  period: v.picklist(PROFIT_LOSS_PERIODS),
  /** the period's first instant and the one after its end (ISO) */
  from: v.string(),
  to: v.string(),
  ...Totals,
  /** bets not settled yet are not in the totals: how many there are */
  open: v.pipe(v.number(), v.integer(), v.minValue(0)),
  byType: v.array(v.object({ gameType: v.string(), ...Totals })),
});
export type ProfitLoss = v.InferOutput<typeof ProfitLossSchema>;
