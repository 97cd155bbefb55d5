import type { GameListQuery } from '@contracts/games/calls';

/**
 * The game list's classification and `isNew` (spec §7: '1' or empty) for a page's classify:
 * `new` is the new-games view (isNew=1, no classification), anything else a classification.
 */
export function listFilterOf(classify: string): { gameClassify: GameListQuery['gameClassify']; isNew: '1' | '' } {
  if (classify === 'new') return { gameClassify: '', isNew: '1' };
  return { gameClassify: classify as GameListQuery['gameClassify'], isNew: '' };
}
