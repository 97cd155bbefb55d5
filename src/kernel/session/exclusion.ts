/**
 * The player's time-out or self-exclusion as the client knows it (filled by the member remote's
 * reality-check widget after login and by its responsible-gaming page; read by the host's route gate).
 * While one is in force only these routes open; the server refuses deposits, bets and launches regardless.
 */
import type { Exclusion } from '@contracts/rg/rg';
import type { RouteKey } from '../routing/paths';
import { atom } from 'jotai';

export const exclusionAtom = atom<Exclusion | null>(null);

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

export const closedWhileExcluded = (key: RouteKey, exclusion: Exclusion | null): boolean =>
  exclusion !== null && new Date(exclusion.endsAt).getTime() > Date.now() && !OPEN_WHILE_EXCLUDED.includes(key);
