/**
 * The player's time-out or self-exclusion as the client knows it (filled by the member remote's
 * reality-check widget after login and by its responsible-gaming page; read by the host's route gate).
 * While one is in force only these routes open; the server refuses deposits, bets and launches regardless.
 */
import type { Exclusion } from '@contracts/rg/rg';
import type { RouteKey } from '../routing/paths';
import { atom } from 'jotai';

/** `undefined` until the member remote has asked the server after a login; `null`: none in force (or the answer failed). */
export const exclusionAtom = atom<Exclusion | null | undefined>(undefined);

/** Bumped when the player changes his session rules: the reality-check host reloads them. */
export const sessionRulesVersionAtom = atom(0);

export const OPEN_WHILE_EXCLUDED: readonly RouteKey[] = [
  'withdraw',
  'gameRecord',
  'transactionRecord',
  'responsibleGaming',
  'securityCenter',
  'changePsw',
  'login',
  'help',
  'helpDetail',
  'maintenance',
  'restricted',
];

export const exclusionInForce = (exclusion: Exclusion | null | undefined): boolean =>
  exclusion != null && new Date(exclusion.endsAt).getTime() > Date.now();

export const closedWhileExcluded = (key: RouteKey, exclusion: Exclusion | null | undefined): boolean =>
  exclusionInForce(exclusion) && !OPEN_WHILE_EXCLUDED.includes(key);
