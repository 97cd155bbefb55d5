/** Auth state besides the token (spec §3): member info, rank progress → vipProgress, temp password. */
import { type MemberInfo, type RankProgressValue, vipProgress } from '@contracts/account/member';
import { atom } from 'jotai';
import { readItem, writeItem } from '../storage';
import { deobfuscate, obfuscate } from './remembered';

/** Renewed by the header on mount while a session exists. */
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const rankProgressAtom = atom<RankProgressValue | null>(null);
/** 0 to 1: completed / expected conditions of the player rank progress; 1 without a labelId. */
export const vipProgressAtom = atom((get) => vipProgress(get(rankProgressAtom)));

const TEMP_KEY = 'tempPassword';
const tempBase = atom<string | null | undefined>(undefined);

/**
 * Password-change data: the temporary password the player logged in with (forgot by e-mail), kept
 * for this tab (sessionStorage, obfuscated), so change password need not ask for the old one.
 * Cleared after a change and on logout.
 */
export const tempPasswordAtom = atom(
  (get) => {
    const value = get(tempBase);
    if (value !== undefined) return value;
    const raw = readItem(TEMP_KEY, 'session');
    return raw ? deobfuscate(raw) : null;
  },
  (_get, set, value: string | null) => {
    writeItem(TEMP_KEY, value === null ? null : obfuscate(value), 'session');
    set(tempBase, value);
  },
);
