/** Auth state besides the token (spec §3): member info, rank progress → vipProgress, temp password. */
import { type MemberInfo, type RankProgressValue, vipProgress } from '@contracts/account/member';
import { atom } from 'jotai';
import { readItem, writeItem } from '../storage';
import { deviceCodec } from './remembered';

/** Renewed by the header on mount while a session exists. */
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const rankProgressAtom = atom<RankProgressValue | null>(null);
/** 0 to 1: completed / expected conditions of the player rank progress; 1 without a labelId. */
export const vipProgressAtom = atom((get) => vipProgress(get(rankProgressAtom)));

const TEMP_KEY = 'tempPassword';
const tempBase = atom<string | null | undefined>(undefined);
/** Counts writes: an obfuscation that finishes after a newer write does not store its older value. */
let tempWrites = 0;

/**
 * Password-change data: the temporary password the player logged in with (forgot by e-mail), kept
 * for this tab (sessionStorage, obfuscated), so change password need not ask for the old one.
 * Cleared after a change and on logout. Setting it resolves once the value is stored (the codec is a
 * lazy chunk): a login awaits it, so a reload right after the login still finds it.
 */
export const tempPasswordAtom = atom(
  (get): string | null | Promise<string | null> => {
    const value = get(tempBase);
    if (value !== undefined) return value;
    const raw = readItem(TEMP_KEY, 'session');
    // the device codec (crypto) loads only when a temporary password is stored
    return raw ? deviceCodec().then((codec) => codec.deobfuscate(raw)) : null;
  },
  async (_get, set, value: string | null): Promise<void> => {
    set(tempBase, value);
    const write = ++tempWrites;
    if (value === null) return writeItem(TEMP_KEY, null, 'session');
    const codec = await deviceCodec();
    if (write === tempWrites) writeItem(TEMP_KEY, codec.obfuscate(value), 'session');
  },
);
