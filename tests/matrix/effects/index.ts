/** Every declared effect of the flag matrix. Each switch of the inventory needs at least one. */
import { accountEffects } from './accounts';
import { agentEffects } from './agent';
import { brandEffects } from './brand';
import { memberCentreEffects } from './member-centre';
import { contentEffects } from './content';
import { gamesEffects } from './games';
import { rewardCentreEffects } from './reward-centre';
import { sideMenuEffects } from './side-menu';
import { supportEffects } from './support';
import type { Effect } from './types';
import { walletEffects } from './wallet';

export type { Audience, Check, Effect, Expectation, Scene } from './types';

export const EFFECTS: readonly Effect[] = [
  ...sideMenuEffects,
  ...rewardCentreEffects,
  ...accountEffects,
  ...brandEffects,
  ...walletEffects,
  ...memberCentreEffects,
  ...supportEffects,
  ...agentEffects,
  ...contentEffects,
  ...gamesEffects,
];

export function effectsFor(key: string): Effect[] {
  return EFFECTS.filter((e) => e.switch === key);
}
