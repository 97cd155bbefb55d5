/**
 * Sportsbook (SPORTS, ESPORTS, COCKFIGHT): a generated fixture every period with 1X2 (or two-way)
 * odds; the result is drawn with the fixture's true probabilities, so every selection returns
 * about the configured RTP (odds = RTP / probability, floored to 2 decimals) and an accumulator the
 * product. Bets close at kick-off, a minute before the result. Probabilities come from the fixture
 * number (public), the result from the event's seeds; so do the team names (titles.ts), in the
 * player's language.
 */
import { createHash } from 'node:crypto';
import { pairOf, type SportKind, sideName, titleLanguage, versus } from './titles';
import type { GameView, ScheduledEngine, Selection } from './types';

export type { SportKind };

const PICKS: Record<SportKind, string[]> = {
  SPORTS: ['home', 'draw', 'away'],
  ESPORTS: ['home', 'away'],
  COCKFIGHT: ['meron', 'draw', 'wala'],
};
/** the one market of a fixture: who wins (1X2, two-way, or meron / draw / wala) */
export const WINNER_MARKET = 'winner';

/** deterministic fixture data from its number: the sides and the true probabilities */
export function fixture(kind: SportKind, index: number): { home: number; away: number; probabilities: number[] } {
  const h = createHash('sha256').update(`${kind}:${index}`).digest();
  const [home, away] = pairOf(kind, (h[0] ?? 0) | ((h[3] ?? 0) << 8), (h[1] ?? 0) | ((h[4] ?? 0) << 8));
  const strength = 0.3 + ((h[2] ?? 0) / 255) * 0.4;
  const draw = kind === 'ESPORTS' ? 0 : kind === 'COCKFIGHT' ? 0.06 : 0.26;
  const rest = 1 - draw;
  const probabilities = kind === 'ESPORTS' ? [strength, 1 - strength] : [rest * strength, draw, rest * (1 - strength)];
  return { home, away, probabilities };
}

/** "Kampot Tigers vs Takeo Eagles" in the player's language (en, zh, km) */
export function fixtureTitle(kind: SportKind, index: number, language?: string, f = fixture(kind, index)): string {
  const lang = titleLanguage(language);
  return versus(sideName(kind, f.home, lang), sideName(kind, f.away, lang), lang);
}

export function sportsbookEngine(kind: SportKind, rtp: number): ScheduledEngine {
  const picks = PICKS[kind];
  return {
    kind: 'scheduled',
    rtp,
    periodMs: 120_000,
    lockMs: 60_000,
    ahead: 3,
    accumulators: true,
    markets(index, language) {
      const f = fixture(kind, index);
      const selections: Selection[] = picks.map((pick, i) => ({
        market: WINNER_MARKET,
        pick,
        odds: Math.floor((rtp / (f.probabilities[i] ?? 1)) * 100) / 100,
      }));
      return { title: fixtureTitle(kind, index, language, f), selections };
    },
    draw(rng, index) {
      const f = fixture(kind, index);
      return { winner: picks[rng.weighted(f.probabilities)] ?? '' };
    },
    judge: (result: GameView, _market, pick) => (result.winner === pick ? 'win' : 'lose'),
  };
}
