/** The game types of the betting record: each one's name in the player's language (never the raw code). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** the filter's types, in the order it offers them */
export const RECORD_GAME_TYPES = [
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'INHOUSE',
] as const;

const TEXT: Record<string, MessageDescriptor> = {
  RNG: msg`Slots`,
  FISH: msg`Fishing`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  PVP: msg`Card games`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  COCKFIGHT: msg`Cockfight`,
  BINGO: msg`Bingo`,
  INHOUSE: msg`In-house games`,
  JACKPOT: msg`Jackpots`,
};

/** a game type's label; a type this site does not know yet keeps its code */
export function gameTypeText(i18n: I18n, type: string): string {
  const text = TEXT[type];
  return text ? i18n._(text) : type;
}
