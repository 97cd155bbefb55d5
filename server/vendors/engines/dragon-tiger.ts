/**
 * Dragon tiger against the house (PVP): one card each, higher rank wins (ace low). Dragon and
 * tiger pay 1:1 and lose half on a tie; tie pays 11:1. The RTP follows from the rules:
 * dragon/tiger 12.5/13 (96.15 %), tie 12/13 (92.31 %).
 */
import { drawCard } from './cards';
import type { InstantEngine } from './types';

const SIDES = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerOptions = { side: (typeof SIDES)[number] };
export const DRAGON_TIGER_RTP = 12.5 / 13;

export function dragonTigerEngine(): InstantEngine<DragonTigerOptions> {
  return {
    kind: 'instant',
    rtp: DRAGON_TIGER_RTP,
    parseOptions(input) {
      const side = (input as { side?: unknown } | null)?.side;
      return SIDES.includes(side as DragonTigerOptions['side']) ? { side: side as DragonTigerOptions['side'] } : null;
    },
    cost: (stake) => stake,
    play(rng, { side }) {
      const dragon = drawCard(rng);
      const tiger = drawCard(rng);
      const outcome = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
      let multiplier = 0;
      if (side === 'tie') multiplier = outcome === 'tie' ? 12 : 0;
      else if (outcome === 'tie') multiplier = 0.5;
      else if (outcome === side) multiplier = 2;
      return { multiplier, view: { dragon, tiger, outcome, side } };
    },
    describe: () => ({ sides: SIDES, pays: { dragon: 2, tiger: 2, tie: 12 } }),
  };
}
