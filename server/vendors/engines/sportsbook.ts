/**
 * Sportsbook (SPORTS, ESPORTS, COCKFIGHT): a generated fixture every period with 1X2 (or two-way)
 * odds; the result is drawn with the fixture's true probabilities, so every selection returns
 * about the configured RTP (odds = RTP / probability, floored to 2 decimals) and an accumulator the
 * product. Bets close at kick-off, a minute before the result. Probabilities come from the fixture
 * number (public), the result from the event's seeds.
 */
import { createHash } from 'node:crypto';
import type { GameView, ScheduledEngine, Selection } from './types';

export type SportKind = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';

const TEAMS: Record<SportKind, string[]> = {
  SPORTS: ['Phnom Penh FC', 'Angkor United', 'Mekong City', 'Siem Reap Stars', 'Kampot Tigers', 'Battambang Rovers'],
  ESPORTS: ['Team Naga', 'Cobra Gaming', 'Apsara Esports', 'Lotus Five', 'Royal Dragons', 'Golden Kites'],
  COCKFIGHT: ['Red Rooster', 'Black Spur', 'White Feather', 'Iron Beak', 'Golden Comb', 'Storm Wing'],
};
const PICKS: Record<SportKind, string[]> = {
  SPORTS: ['home', 'draw', 'away'],
  ESPORTS: ['home', 'away'],
  COCKFIGHT: ['meron', 'draw', 'wala'],
};

/** deterministic fixture data from its number: names and true probabilities */
export function fixture(kind: SportKind, index: number): { home: string; away: string; probabilities: number[] } {
  const h = createHash('sha256').update(`${kind}:${index}`).digest();
  const teams = TEAMS[kind];
  const home = teams[(h[0] ?? 0) % teams.length] ?? '';
  const away = teams[((h[0] ?? 0) + 1 + ((h[1] ?? 0) % (teams.length - 1))) % teams.length] ?? '';
  const strength = 0.3 + ((h[2] ?? 0) / 255) * 0.4;
  const draw = kind === 'ESPORTS' ? 0 : kind === 'COCKFIGHT' ? 0.06 : 0.26;
  const rest = 1 - draw;
  const probabilities = kind === 'ESPORTS' ? [strength, 1 - strength] : [rest * strength, draw, rest * (1 - strength)];
  return { home, away, probabilities };
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
    markets(index) {
      const f = fixture(kind, index);
      const selections: Selection[] = picks.map((pick, i) => ({
        market: `match:${index}`,
        pick,
        odds: Math.floor((rtp / (f.probabilities[i] ?? 1)) * 100) / 100,
      }));
      return { title: `${f.home} v ${f.away}`, selections };
    },
    draw(rng, index) {
      const f = fixture(kind, index);
      return { winner: picks[rng.weighted(f.probabilities)] ?? '' };
    },
    judge: (result: GameView, _market, pick) => (result.winner === pick ? 'win' : 'lose'),
  };
}
