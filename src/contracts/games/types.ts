/** Game catalogue vocabulary of the spec (§3): game types, data views, classifications, prize modes. */
export const GAME_TYPES = [
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'BINGO',
  'JL',
  'RTG',
  'JACKPOT',
  'COCKFIGHT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The type a game row carries; the other game types are views over these (see SHORTCUT_VIEWS). */
export const BASE_GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'PVP', 'LOTT', 'ELOTT'] as const;
export type BaseGameType = (typeof BASE_GAME_TYPES)[number];

export const DATA_VIEWS = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW', 'SEARCH'] as const;

export const CLASSIFICATIONS = ['BG', 'JP', 'FeatureBuy'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** Lottery game types: their tiles carry no favourite heart. */
export const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
export function isLotteryType(type: string): boolean {
  return (LOTTERY_TYPES as readonly string[]).includes(type);
}

/**
 * A game type that is a view over a base type: INHOUSE → RNG of in-house vendors; BINGO → RNG with
 * BG; JACKPOT → RNG with JP; JL, RTG → RNG of that vendor; ESPORTS, COCKFIGHT → SPORTS of their
 * vendor lists (spec §4 entry shortcuts).
 */
export const SHORTCUT_VIEWS: Partial<Record<GameType, { base: BaseGameType; classify?: Classification; vendorsOf?: GameType }>> = {
  INHOUSE: { base: 'RNG', vendorsOf: 'INHOUSE' },
  BINGO: { base: 'RNG', classify: 'BG' },
  JACKPOT: { base: 'RNG', classify: 'JP' },
  JL: { base: 'RNG', vendorsOf: 'JL' },
  RTG: { base: 'RNG', vendorsOf: 'RTG' },
  ESPORTS: { base: 'SPORTS', vendorsOf: 'ESPORTS' },
  COCKFIGHT: { base: 'SPORTS', vendorsOf: 'COCKFIGHT' },
};
