/**
 * Bingo (quick ball): the round deals a card of 5 numbers out of 30 and draws 10 balls; matches
 * pay by the table, scaled so the configured RTP holds (hypergeometric odds, computed exactly).
 */
import type { Rng } from '../fair/rng';
import type { InstantEngine } from './types';

const BALLS = 30;
const CARD = 5;
const DRAWN = 10;
const BASE_PAYS = [0, 0, 1, 5, 40, 400];

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

const P_MATCH = BASE_PAYS.map((_, m) => (choose(CARD, m) * choose(BALLS - CARD, DRAWN - m)) / choose(BALLS, DRAWN));
const BASE_RTP = BASE_PAYS.reduce((s, pay, m) => s + pay * (P_MATCH[m] ?? 0), 0);

function pickDistinct(rng: Rng, count: number): number[] {
  const pool = Array.from({ length: BALLS }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(...pool.splice(rng.int(pool.length), 1));
  return out;
}

export function bingoEngine(rtp: number): InstantEngine<Record<string, never>> {
  const scale = rtp / BASE_RTP;
  return {
    kind: 'instant',
    rtp,
    parseOptions: () => ({}),
    cost: (stake) => stake,
    play(rng) {
      const card = pickDistinct(rng, CARD).sort((a, b) => a - b);
      const balls = pickDistinct(rng, DRAWN);
      const matches = card.filter((n) => balls.includes(n)).length;
      return { multiplier: (BASE_PAYS[matches] ?? 0) * scale, view: { card, balls, matches } };
    },
    describe: () => ({ pays: BASE_PAYS.map((pay) => Math.round(pay * scale * 100) / 100), balls: BALLS, drawn: DRAWN }),
  };
}
