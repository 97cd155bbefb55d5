/**
 * Which engine plays a launched game: by the launch's game type (and its game code for variants).
 * Configured returns: slots 96 % (jackpot slots 95 % base + 1 % to the pool), bingo 95 %,
 * fishing 96 %, sportsbook 95 % a selection; table games and lottery from their rules.
 */
import { baccaratEngine } from './baccarat';
import { bingoEngine } from './bingo';
import { dragonTigerEngine } from './dragon-tiger';
import { fishingEngine } from './fishing';
import { lotteryEngine, type PrizeMode } from './lottery';
import { slotsEngine } from './slots';
import { type SportKind, sportsbookEngine } from './sportsbook';
import type { Engine } from './types';

export const SLOT_RTP = 0.96;
export const JACKPOT_SHARE = 0.01;

export type GameFamily = 'slots' | 'jackpot' | 'bingo' | 'fishing' | 'cards' | 'live' | 'sports' | 'lottery';

export function familyOf(gameType: string, gameCode: string): GameFamily {
  const type = gameType.toUpperCase();
  const code = gameCode.toUpperCase();
  if (type === 'FISH') return 'fishing';
  if (type === 'LIVE') return 'live';
  if (type === 'PVP') return 'cards';
  if (type === 'SPORTS' || type === 'ESPORTS' || type === 'COCKFIGHT') return 'sports';
  if (type === 'LOTT' || type === 'ELOTT' || code.startsWith('TCG_')) return 'lottery';
  if (type === 'BINGO' || /BINGO/.test(code)) return 'bingo';
  if (type === 'JACKPOT' || /JACKPOT|(^|_)JP(_|$)/.test(code)) return 'jackpot';
  return 'slots';
}

export function prizeModeOf(gameType: string, gameCode: string): PrizeMode {
  const code = gameCode.toUpperCase();
  if (code === 'TCG_SEA') return 'SEA';
  if (/ZY/.test(code)) return 'ZY';
  return gameType.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

function sportKind(gameType: string): SportKind {
  const type = gameType.toUpperCase();
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? type : 'SPORTS';
}

export function engineFor(gameType: string, gameCode: string): Engine {
  switch (familyOf(gameType, gameCode)) {
    case 'fishing':
      return fishingEngine(0.96) as Engine;
    case 'live':
      return baccaratEngine();
    case 'cards':
      return dragonTigerEngine() as Engine;
    case 'sports':
      return sportsbookEngine(sportKind(gameType), 0.95);
    case 'lottery': {
      const mode = prizeModeOf(gameType, gameCode);
      return lotteryEngine(mode, mode === 'LOTT' || mode === 'SEA' ? 180_000 : 60_000);
    }
    case 'bingo':
      return bingoEngine(0.95) as Engine;
    case 'jackpot':
      return slotsEngine({ rtp: SLOT_RTP, jackpotShare: JACKPOT_SHARE }) as Engine;
    default:
      return slotsEngine({ rtp: SLOT_RTP, featureBuy: true }) as Engine;
  }
}
