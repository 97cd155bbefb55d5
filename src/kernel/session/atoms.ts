/** Session state (spec §3 "Session info"): the token and session info live in localStorage. */
import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';
import * as v from 'valibot';
import { persistedAtom } from '../persisted';
import { STORAGE_KEYS } from '../storage';
import { memberInfoAtom, rankProgressAtom, tempPasswordAtom } from './member';
import { sessionEndedAtom } from './panel';
import { trialSessionAtom } from './trial';

export const SessionInfoSchema = v.object({
  token: v.string(),
  merchantCode: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.optional(v.boolean(), false),
});
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>;

export const tokenAtom = persistedAtom<string | null>(STORAGE_KEYS.token, v.nullable(v.string()), null);
export const sessionInfoAtom = persistedAtom<SessionInfo | null>(STORAGE_KEYS.sessionInfo, v.nullable(SessionInfoSchema), null);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

/** Wallet balance in major units (sumBalance); null until loaded. Set with the wallet (kernel/wallet). */
export const balanceAtom = atom<number | null>(null);

/** Store a successful login (token + session info). */
export const loginAtom = atom(null, (_get, set, info: SessionInfo) => {
  set(tokenAtom, info.token);
  set(sessionInfoAtom, info);
  set(sessionEndedAtom, null);
});

/**
 * Forget the session locally: token, session info, trial session, member info (the server call is
 * the account feature's job). With `notice` (a session that ended on the server: signed in
 * elsewhere, expired, session limit), `sessionEndedAtom` holds it: the shell goes to the login page,
 * which shows it (a modal over the page would be closed by the route gate's own redirect).
 */
export const clearSessionAtom = atom(null, (_get, set, notice?: MessageDescriptor) => {
  set(tokenAtom, null);
  set(sessionInfoAtom, null);
  set(balanceAtom, null);
  set(trialSessionAtom, null);
  set(memberInfoAtom, null);
  set(rankProgressAtom, null);
  set(tempPasswordAtom, null);
  if (notice) set(sessionEndedAtom, notice);
});
