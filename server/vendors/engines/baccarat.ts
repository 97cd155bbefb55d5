/**
 * Live baccarat: one table, a round every 30 s shared by every player at it; bets close 8 s before
 * the deal. Punto banco drawing rules on an 8-deck shoe drawn with replacement. Player pays 1:1,
 * banker 0.95:1, both push on a tie; tie pays 8:1. RTP from the rules: player 98.76 %, banker
 * 98.94 %, tie 85.6 %.
 */
import type { Rng } from '../fair/rng';
import { baccaratPoints, type Card, drawCard } from './cards';
import { baccaratTitle, titleLanguage } from './titles';
import type { GameView, ScheduledEngine } from './types';

const score = (cards: Card[]) => cards.reduce((s, c) => s + baccaratPoints(c), 0) % 10;

function bankerDraws(banker: number, third: Card | undefined): boolean {
  if (!third) return banker <= 5;
  const t = baccaratPoints(third);
  if (banker <= 2) return true;
  if (banker === 3) return t !== 8;
  if (banker === 4) return t >= 2 && t <= 7;
  if (banker === 5) return t >= 4 && t <= 7;
  if (banker === 6) return t === 6 || t === 7;
  return false;
}

export function dealBaccarat(rng: Rng): { player: Card[]; banker: Card[]; winner: string } {
  const player = [drawCard(rng), drawCard(rng)];
  const banker = [drawCard(rng), drawCard(rng)];
  const natural = score(player) >= 8 || score(banker) >= 8;
  let third: Card | undefined;
  if (!natural) {
    if (score(player) <= 5) {
      third = drawCard(rng);
      player.push(third);
    }
    if (bankerDraws(score(banker), third)) banker.push(drawCard(rng));
  }
  const [p, b] = [score(player), score(banker)];
  return { player, banker, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

export const BACCARAT_ODDS = { player: 2, banker: 1.95, tie: 9 } as const;

export function baccaratEngine(): ScheduledEngine {
  return {
    kind: 'scheduled',
    rtp: 0.9876,
    periodMs: 30_000,
    lockMs: 8_000,
    ahead: 1,
    accumulators: false,
    markets: (index, language) => ({
      title: baccaratTitle(index, titleLanguage(language)),
      selections: Object.entries(BACCARAT_ODDS).map(([pick, odds]) => ({ market: 'winner', pick, odds })),
    }),
    draw: (rng) => dealBaccarat(rng),
    judge(result: GameView, _market, pick) {
      if (result.winner === pick) return 'win';
      return result.winner === 'tie' && pick !== 'tie' ? 'push' : 'lose';
    },
  };
}
