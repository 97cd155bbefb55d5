/** What every game engine exposes. Engines are pure: outcomes come only from the round's Rng. */
import type { Rng } from '../fair/rng';

export type GameView = Record<string, unknown>;

/** A round decided at once: slots, fishing, bingo, card games. */
export interface InstantEngine<O> {
  readonly kind: 'instant';
  /** the configured return to player of a normal round (0..1) */
  readonly rtp: number;
  /** the options a round accepts (bet lines, target, side...); null when invalid */
  parseOptions(input: unknown): O | null;
  /** the amount debited for a round of this stake (a bought bonus costs more) */
  cost(stake: number, options: O): number;
  /** the return as a multiple of the stake, and what the screen shows */
  play(rng: Rng, options: O): { multiplier: number; view: GameView };
  /** what the page shows before the first round (pay table, targets, markets...) */
  describe(): GameView;
}

/** One bettable selection of a scheduled event with its decimal odds (stake x odds when it wins). */
export type Selection = { market: string; pick: string; odds: number };

/** An event decided on a schedule and shared by all players: a baccarat round, a fixture, a draw. */
export interface ScheduledEngine {
  readonly kind: 'scheduled';
  readonly rtp: number;
  /** one event every `periodMs`; bets close `lockMs` before the draw */
  readonly periodMs: number;
  readonly lockMs: number;
  /** how many future events are open for bets at once */
  readonly ahead: number;
  /** the markets of event number `index` (fixtures carry names and odds); the title in `language` (en, zh, km; else English) */
  markets(index: number, language?: string): { title: string; selections: Selection[] };
  /** the result of an event from its own seeds */
  draw(rng: Rng, index: number): GameView;
  /** did this pick win? 'push' returns the stake */
  judge(result: GameView, market: string, pick: string): 'win' | 'lose' | 'push';
  /** several picks in one ticket (an accumulator) */
  readonly accumulators: boolean;
}

export function money(stake: number, multiplier: number): number {
  return Math.round(stake * multiplier);
}
