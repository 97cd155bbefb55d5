/**
 * Which engine plays a launched game. Decided once, when the session opens, from the launch's
 * vendor, game type, game code and the game's classifications (BG, JP, FeatureBuy), and kept as
 * an engine id (also what the fairness check takes). Configured returns: slots 96 % (jackpot slots
 * 95 % base + 1 % to the pool), bingo 95 %, fishing 96 %, sportsbook 95 % a selection; table games
 * and lottery from their rules and prize modes. A PVP game whose code ends in `_BJ` (or names
 * BLACKJACK) is blackjack; other PVP games are dragon tiger.
 */
import { baccaratEngine } from './baccarat';
import { bingoEngine } from './bingo';
import { blackjackEngine, type HandEngine } from './blackjack';
import { dragonTigerEngine } from './dragon-tiger';
import { fishingEngine } from './fishing';
import { lotteryEngine, type PrizeMode } from './lottery';
import { slotsEngine } from './slots';
import { sportsbookEngine } from './sportsbook';
import type { InstantEngine, ScheduledEngine } from './types';

/** Every kind of engine: decided at once, drawn on a schedule, or a hand played in several steps (blackjack: hand-rounds.ts). */
export type Engine = InstantEngine<unknown> | ScheduledEngine | HandEngine;

export const SLOT_RTP = 0.96;
export const JACKPOT_SHARE = 0.01;

const ENGINES = {
  slots: () => slotsEngine({ rtp: SLOT_RTP }),
  'slots-buy': () => slotsEngine({ rtp: SLOT_RTP, featureBuy: true }),
  jackpot: () => slotsEngine({ rtp: SLOT_RTP, jackpotShare: JACKPOT_SHARE }),
  bingo: () => bingoEngine(0.95),
  fishing: () => fishingEngine(0.96),
  'dragon-tiger': () => dragonTigerEngine(),
  blackjack: () => blackjackEngine,
  baccarat: () => baccaratEngine(),
  sports: () => sportsbookEngine('SPORTS', 0.95),
  esports: () => sportsbookEngine('ESPORTS', 0.95),
  cockfight: () => sportsbookEngine('COCKFIGHT', 0.95),
  'lottery-LOTT': () => lotteryEngine('LOTT', 180_000),
  'lottery-ELOTT': () => lotteryEngine('ELOTT', 60_000),
  'lottery-ZY': () => lotteryEngine('ZY', 60_000),
  'lottery-SEA': () => lotteryEngine('SEA', 180_000),
} as const satisfies Record<string, () => unknown>;

export type EngineId = keyof typeof ENGINES;
export type GameFamily = 'slots' | 'jackpot' | 'bingo' | 'fishing' | 'cards' | 'blackjack' | 'live' | 'sports' | 'lottery';
export type LaunchedGame = { vendorCode: string; gameType: string; gameCode: string; classify?: readonly string[] };

export function isEngineId(id: string): id is EngineId {
  return Object.hasOwn(ENGINES, id);
}

function lotteryMode(game: LaunchedGame): PrizeMode {
  if (game.vendorCode.toUpperCase() === 'TCG_SEA') return 'SEA';
  if (/(^|_)ZY(_|$)/i.test(game.gameCode)) return 'ZY';
  return game.gameType.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

export function engineIdOf(game: LaunchedGame): EngineId {
  const type = game.gameType.toUpperCase();
  const vendor = game.vendorCode.toUpperCase();
  const classify = game.classify ?? [];
  if (type === 'FISH') return 'fishing';
  if (type === 'LIVE') return 'baccarat';
  if (type === 'PVP') return /(^|_)BJ\d*$|BLACKJACK/i.test(game.gameCode) ? 'blackjack' : 'dragon-tiger';
  if (type === 'ESPORTS' || (type === 'SPORTS' && /ESPORT/.test(vendor))) return 'esports';
  if (type === 'COCKFIGHT' || (type === 'SPORTS' && /COCK|SV388|WS168/.test(vendor))) return 'cockfight';
  if (type === 'SPORTS') return 'sports';
  if (type === 'LOTT' || type === 'ELOTT') return `lottery-${lotteryMode(game)}`;
  if (type === 'JACKPOT' || classify.includes('JP')) return 'jackpot';
  if (type === 'BINGO' || classify.includes('BG')) return 'bingo';
  if (classify.includes('FeatureBuy')) return 'slots-buy';
  return 'slots';
}

export function engineById(id: string): Engine {
  return (isEngineId(id) ? ENGINES[id] : ENGINES.slots)() as Engine;
}

export function familyOf(id: string): GameFamily {
  if (id === 'slots' || id === 'slots-buy') return 'slots';
  if (id === 'dragon-tiger') return 'cards';
  if (id === 'blackjack') return 'blackjack';
  if (id === 'baccarat') return 'live';
  if (id === 'esports' || id === 'cockfight') return 'sports';
  if (id.startsWith('lottery-')) return 'lottery';
  return (isEngineId(id) ? id : 'slots') as GameFamily;
}
