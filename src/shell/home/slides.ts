/** The welcome slides: the spec's marketing copy (§9), in every catalog. */
import { msg } from '@lingui/core/macro';
import type { Slide } from './WelcomeCarousel';

export const WELCOME_SLIDES: readonly Slide[] = [
  { id: 'bonus', title: msg`300% deposit bonus`, text: msg`Make your first deposit and play with more.` },
  { id: 'winrate', title: msg`97% win rate`, text: msg`Games with some of the best returns around.` },
  { id: 'games', title: msg`Over 600 games`, text: msg`Slots, live casino, sports, lottery and more.` },
];
