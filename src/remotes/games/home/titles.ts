/** Category names and icons for section titles and the provider page. */
import type { GameType } from '@contracts/games/types';
import type { IconName } from '@kernel';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

export const CATEGORY_TITLES: Record<GameType | 'HOT', { title: MessageDescriptor; icon: IconName }> = {
  HOT: { title: msg`Hot games`, icon: 'flame' },
  RNG: { title: msg`Slots`, icon: 'cherry' },
  FISH: { title: msg`Fishing`, icon: 'fish' },
  LIVE: { title: msg`Live casino`, icon: 'chip' },
  PVP: { title: msg`Card games`, icon: 'cards' },
  SPORTS: { title: msg`Sports`, icon: 'ball' },
  ESPORTS: { title: msg`Esports`, icon: 'controller' },
  COCKFIGHT: { title: msg`Cockfight`, icon: 'rooster' },
  LOTT: { title: msg`Lottery`, icon: 'ticket' },
  ELOTT: { title: msg`E-lottery`, icon: 'ticket' },
  INHOUSE: { title: msg`In-house games`, icon: 'sparkle' },
  BINGO: { title: msg`Bingo`, icon: 'ticket' },
  JL: { title: msg`JILI games`, icon: 'cherry' },
  RTG: { title: msg`RTG games`, icon: 'cherry' },
  JACKPOT: { title: msg`Jackpots`, icon: 'crown' },
};

export function useCategoryTitle() {
  const { i18n } = useLingui();
  return useCallback((c: GameType | 'HOT') => i18n._(CATEGORY_TITLES[c].title), [i18n]);
}
