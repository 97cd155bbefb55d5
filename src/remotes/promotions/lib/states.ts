/** How each participation state (spec §4 activity statuses) reads, and its tone. */
import type { ParticipationState } from '@contracts/promotions/rewards';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STATE_TEXT: Record<ParticipationState, MessageDescriptor> = {
  coming: msg({ id: 'activity.status.coming', message: 'Coming soon' }),
  signed: msg({ id: 'activity.status.signed', message: 'Signed up' }),
  join: msg({ id: 'activity.status.join', message: 'Open to join' }),
  claim: msg({ id: 'activity.status.claim', message: 'Ready to claim' }),
  applying: msg({ id: 'activity.status.applying', message: 'Applying' }),
  rejected: msg({ id: 'activity.status.rejected', message: 'Rejected' }),
  issued: msg({ id: 'activity.status.issued', message: 'Issued' }),
  process: msg({ id: 'activity.status.process', message: 'In progress' }),
  claimed: msg({ id: 'activity.status.claimed', message: 'Claimed' }),
  close: msg({ id: 'activity.status.close', message: 'Closed' }),
};

/** An upcoming promotion's own state: not open yet, with the day it opens (spec §4 'coming'). */
export const COMING_ON = msg({ id: 'activity.status.comingOn', message: 'Opens {date}' });

/** The state shown for a promotion: the player's, else 'coming' while it has not started (a guest sees that too). */
export function shownState(
  p: { startDate: string },
  state: ParticipationState | undefined,
  now = Date.now(),
): ParticipationState | undefined {
  return state ?? (Date.parse(p.startDate) > now ? 'coming' : undefined);
}

export type Tone = 'open' | 'pending' | 'done' | 'failed' | 'muted';
export const STATE_TONE: Record<ParticipationState, Tone> = {
  coming: 'muted',
  signed: 'open',
  join: 'open',
  claim: 'open',
  applying: 'pending',
  rejected: 'failed',
  issued: 'done',
  process: 'pending',
  claimed: 'done',
  close: 'muted',
};
