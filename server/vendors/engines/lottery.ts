/**
 * Lottery (LOTT, ELOTT, TCG_LOTTO_VN, TCG_SEA): a draw of 5 digits every period. Play types of the
 * spec: Tradition (pick the last 2, 3 or - in prize mode SEA - 4 digits) and Entertainment (big or
 * small, odd or even of the digit sum; big is 23-45). The prize mode sets the return of the
 * tables: LOTT 95 %, ELOTT (Elott) and ZY 97 %, SEA 95 %. Odds = RTP / probability.
 */
import { drawTitle, titleLanguage } from './titles';
import type { GameView, ScheduledEngine, Selection } from './types';

export const PRIZE_MODES = { LOTT: 0.95, ELOTT: 0.97, ZY: 0.97, SEA: 0.95 } as const;
export type PrizeMode = keyof typeof PRIZE_MODES;
export type PlayType = 'Tradition' | 'Entertainment';

const round2 = (n: number) => Math.floor(n * 100) / 100;

export function lotterySelections(mode: PrizeMode, playType: PlayType): Selection[] {
  const rtp = PRIZE_MODES[mode];
  if (playType === 'Entertainment') {
    return ['big', 'small', 'odd', 'even'].map((pick) => ({
      market: pick === 'big' || pick === 'small' ? 'size' : 'parity',
      pick,
      odds: round2(rtp * 2),
    }));
  }
  const digits = mode === 'SEA' ? [2, 3, 4] : [2, 3];
  return digits.map((d) => ({ market: `${d}D`, pick: '*', odds: round2(rtp * 10 ** d) }));
}

export function lotteryEngine(mode: PrizeMode, periodMs: number): ScheduledEngine {
  return {
    kind: 'scheduled',
    rtp: PRIZE_MODES[mode],
    periodMs,
    lockMs: 5_000,
    ahead: 1,
    accumulators: false,
    markets: (index, language) => ({
      title: drawTitle(index, titleLanguage(language)),
      selections: [...lotterySelections(mode, 'Tradition'), ...lotterySelections(mode, 'Entertainment')],
    }),
    draw: (rng) => ({ digits: Array.from({ length: 5 }, () => rng.int(10)) }),
    judge(result: GameView, market, pick) {
      const digits = (result.digits as number[]).join('');
      const sum = (result.digits as number[]).reduce((a, b) => a + b, 0);
      const m = /^(\d)D$/.exec(market);
      if (m) return digits.endsWith(pick) && pick.length === Number(m[1]) ? 'win' : 'lose';
      if (market === 'size') return (sum >= 23 ? 'big' : 'small') === pick ? 'win' : 'lose';
      if (market === 'parity') return (sum % 2 === 1 ? 'odd' : 'even') === pick ? 'win' : 'lose';
      return 'lose';
    },
  };
}
