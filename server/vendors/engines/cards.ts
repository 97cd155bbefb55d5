/** Card helpers for table games: an 8-deck shoe drawn with replacement (infinite-deck odds). */
import type { Rng } from '../fair/rng';

export type Card = { rank: number; suit: number };

export function drawCard(rng: Rng): Card {
  return { rank: rng.int(13) + 1, suit: rng.int(4) };
}

/** baccarat points of a card: A=1, 2-9 face value, 10/J/Q/K = 0 */
export function baccaratPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}
