/** Auth state besides the token (spec §3): member info, rank progress → vipProgress, temp password. */
import { type MemberInfo, type RankProgressValue, vipProgress } from '@contracts/account/member';
import { atom } from 'jotai';

/** Renewed by the header on mount while a session exists. */
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const rankProgressAtom = atom<RankProgressValue | null>(null);
/** 0 to 1: completed / expected conditions of the player rank progress; 1 without a labelId. */
export const vipProgressAtom = atom((get) => vipProgress(get(rankProgressAtom)));

/**
 * Password-change data: the temporary password the player logged in with (forgot by e-mail), kept
 * in memory only, so change password need not ask for the old one. Cleared after a change.
 */
export const tempPasswordAtom = atom<string | null>(null);
