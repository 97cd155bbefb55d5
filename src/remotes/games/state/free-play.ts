/**
 * Free play (spec §4): allowed only for member types 0, 1 and 2 (DECISIONS); any other type sees
 * the message `free_reject` for 2 s. Checked before a free launch (launch.ts); it lives in the games
 * remote, which is the only part that launches games, so it is not in the host's first load.
 */
import { FREE_PLAY_TYPES } from '@contracts/account/member';
import { toast } from '@kernel';
import { msg } from '@lingui/core/macro';

/** How long the refusal shows (spec §4: 2 s). */
export const FREE_REJECT_MS = 2000;

export const freeRejectMessage = msg({ id: 'free_reject', message: 'Free play is only available to member types 0, 1 and 2' });

/** True when a member of this type may start a game in free-play mode. */
export function canFreePlay(type: number | null | undefined): boolean {
  return typeof type === 'number' && FREE_PLAY_TYPES.includes(type);
}

/** `canFreePlay`, and when refused the `free_reject` message for 2 s. */
export function guardFreePlay(type: number | null | undefined): boolean {
  if (canFreePlay(type)) return true;
  toast.info(freeRejectMessage, FREE_REJECT_MS);
  return false;
}
