/** Trial (free-play) session (spec §3): stored apart from the member session, under the trial merchant. */
import { atom } from 'jotai';
import * as v from 'valibot';
import { persistedAtom } from '../persisted';

export const TRIAL_KEYS = { session: 'trialSession', userName: 'trialUser' } as const;

export const TrialSessionSchema = v.object({
  token: v.string(),
  merchantCode: v.string(),
  userName: v.string(),
  type: v.number(),
});
export type TrialSession = v.InferOutput<typeof TrialSessionSchema>;

export const trialSessionAtom = persistedAtom<TrialSession | null>(TRIAL_KEYS.session, v.nullable(TrialSessionSchema), null);
/** The trial name created by POST /wps/member/trialuser. */
export const trialUserNameAtom = persistedAtom<string | null>(TRIAL_KEYS.userName, v.nullable(v.string()), null);

export const isTrialAtom = atom((get) => get(trialSessionAtom) !== null);
