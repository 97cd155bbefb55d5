/** Fishing: each shot costs the stake; a hit pays the target's multiplier; P(hit) = RTP / multiplier. */
import type { InstantEngine } from './types';

export const TARGETS = { shrimp: 2, puffer: 5, turtle: 20, shark: 50, dragon: 100 } as const;
export type FishOptions = { target: keyof typeof TARGETS };

export function fishingEngine(rtp: number): InstantEngine<FishOptions> {
  return {
    kind: 'instant',
    rtp,
    parseOptions(input) {
      const target = (input as { target?: unknown } | null)?.target;
      return typeof target === 'string' && target in TARGETS ? { target: target as keyof typeof TARGETS } : null;
    },
    cost: (stake) => stake,
    play(rng, { target }) {
      const pays = TARGETS[target];
      const hit = rng.float() < rtp / pays;
      return { multiplier: hit ? pays : 0, view: { target, hit, pays } };
    },
    describe: () => ({ targets: TARGETS }),
  };
}
