/** What the reports API answers (checked with valibot). */
import * as v from 'valibot';
import { Currency } from '../cashier/money';

export const DayFigures = v.object({
  day: v.string(),
  deposits: v.number(),
  depositCount: v.number(),
  withdrawals: v.number(),
  withdrawalCount: v.number(),
  stakes: v.number(),
  wins: v.number(),
  ggr: v.number(),
  bonuses: v.number(),
  adjustments: v.number(),
  ngr: v.number(),
  activePlayers: v.number(),
  newPlayers: v.number(),
});
export type DayFigures = v.InferOutput<typeof DayFigures>;

export const Report = v.object({
  tenant: v.string(),
  timeZone: v.string(),
  currency: Currency,
  from: v.string(),
  to: v.string(),
  days: v.array(DayFigures),
  totals: DayFigures,
  breakdown: v.array(
    v.object({
      vendor: v.string(),
      gameType: v.string(),
      bets: v.number(),
      players: v.number(),
      stakes: v.number(),
      wins: v.number(),
      ggr: v.number(),
    }),
  ),
});
export type Report = v.InferOutput<typeof Report>;
