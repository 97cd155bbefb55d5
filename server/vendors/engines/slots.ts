/**
 * Slots: a 3x3 grid, 5 lines (3 rows, 2 diagonals), three of a kind pays; 3+ scatters anywhere
 * start a bonus round of 5 free spins at x2. The pay table is scaled so the configured RTP holds
 * exactly (expectation is linear in the scale). Variants: `buy` (FeatureBuy: pay to start the bonus
 * round) and `jackpot` (three sevens on the middle line also win the progressive pool, which the
 * round service keeps; the base game returns the RTP minus the pool's share).
 */
import type { Rng } from '../fair/rng';
import type { InstantEngine } from './types';

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'scatter'] as const;
const WEIGHTS = [32, 26, 18, 12, 8, 4];
const BASE_PAYS = [5, 10, 20, 40, 100, 0];
const SCATTER = 5;
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [6, 4, 2],
];
const FREE_SPINS = 5;
const FREE_MULTIPLIER = 2;

export type SlotOptions = { buy: boolean };
export type SlotConfig = { rtp: number; jackpotShare?: number; featureBuy?: boolean };

const total = WEIGHTS.reduce((a, b) => a + b, 0);
const p = WEIGHTS.map((w) => w / total);

function binomialAtLeast(n: number, q: number, k: number): number {
  let below = 0;
  let coef = 1;
  for (let i = 0; i < k; i++) {
    below += coef * q ** i * (1 - q) ** (n - i);
    coef = (coef * (n - i)) / (i + 1);
  }
  return 1 - below;
}

/** expected line pays of one spin, per stake, before scaling */
const BASE_SPIN = BASE_PAYS.reduce((sum, pay, s) => sum + (p[s] ?? 0) ** 3 * pay, 0);
const TRIGGER = binomialAtLeast(9, p[SCATTER] ?? 0, 3);
const BONUS_VALUE = FREE_SPINS * FREE_MULTIPLIER * BASE_SPIN;

function spin(rng: Rng): number[] {
  return Array.from({ length: 9 }, () => rng.weighted(WEIGHTS));
}

function linePays(grid: number[], scale: number): number {
  let pays = 0;
  for (const line of LINES) {
    const [a, b, c] = line.map((i) => grid[i] ?? -1);
    if (a !== undefined && a !== SCATTER && a === b && b === c) pays += ((BASE_PAYS[a] ?? 0) * scale) / LINES.length;
  }
  return pays;
}

export function isJackpotGrid(grid: readonly number[]): boolean {
  return grid[3] === 4 && grid[4] === 4 && grid[5] === 4;
}

export function slotsEngine(config: SlotConfig): InstantEngine<SlotOptions> {
  const baseRtp = config.rtp - (config.jackpotShare ?? 0);
  const scale = baseRtp / (BASE_SPIN + TRIGGER * BONUS_VALUE);
  const buyPrice = (BONUS_VALUE * scale) / baseRtp;
  const bonus = (rng: Rng) => {
    const spins = Array.from({ length: FREE_SPINS }, () => spin(rng));
    return { spins, multiplier: spins.reduce((s, g) => s + linePays(g, scale) * FREE_MULTIPLIER, 0) };
  };
  return {
    kind: 'instant',
    rtp: config.rtp,
    parseOptions(input) {
      const buy = typeof input === 'object' && input !== null && (input as { buy?: unknown }).buy === true;
      return buy && !config.featureBuy ? null : { buy };
    },
    cost: (stake, options) => (options.buy ? Math.round(stake * buyPrice) : stake),
    play(rng, options) {
      if (options.buy) {
        const free = bonus(rng);
        return { multiplier: free.multiplier, view: { grid: free.spins[0], freeSpins: free.spins, bought: true } };
      }
      const grid = spin(rng);
      const scatters = grid.filter((s) => s === SCATTER).length;
      const free = scatters >= 3 ? bonus(rng) : null;
      return {
        multiplier: linePays(grid, scale) + (free?.multiplier ?? 0),
        view: { grid, freeSpins: free?.spins ?? [], jackpot: config.jackpotShare ? isJackpotGrid(grid) : false },
      };
    },
    describe: () => ({
      symbols: SYMBOLS,
      pays: BASE_PAYS.map((pay) => Math.round(pay * scale * 100) / 100),
      lines: LINES,
      freeSpins: FREE_SPINS,
      buyPrice: config.featureBuy ? Math.round(buyPrice * 100) / 100 : null,
      jackpotShare: config.jackpotShare ?? 0,
    }),
  };
}
