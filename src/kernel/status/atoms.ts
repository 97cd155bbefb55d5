/** The status response (spec §4 "System status") and what the site derives from it. */
import type { FlagKey } from '@contracts/flags';
import type { StatusValue } from '@contracts/status';
import { atom } from 'jotai';

/** Set by the boot before the first render; refreshed in the background. */
export const statusAtom = atom<StatusValue | null>(null);

export const siteAtom = atom((get) => get(statusAtom)?.info.site ?? null);

export const flagsAtom = atom((get): Partial<Record<FlagKey, boolean>> => get(statusAtom)?.info.whitelabel ?? {});

/** 0 normal, 1 maintenance, 2 region restricted. */
export const systemStatusAtom = atom((get) => get(statusAtom)?.status ?? 0);
