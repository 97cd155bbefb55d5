/** Hooks over the kernel's atoms (the shell and every remote use these, never raw storage). */
import type { FlagKey } from '@contracts/flags';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { inApp } from './device';
import type { GateContext } from './routing/gate';
import { isLoggedInAtom, sessionInfoAtom } from './session/atoms';
import { flagsAtom, siteAtom } from './status/atoms';

/** Is this white-label flag on for the current brand? (`useFlag('REWCEN3')`) */
export function useFlag(key: FlagKey): boolean {
  return useAtomValue(flagsAtom)[key] === true;
}

export function useSite() {
  const site = useAtomValue(siteAtom);
  if (!site) throw new Error('useSite() before the status response was loaded');
  return site;
}

export function useGateContext(): GateContext {
  const flags = useAtomValue(flagsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const memberType = useAtomValue(sessionInfoAtom)?.type ?? null;
  return useMemo(() => ({ flags, loggedIn, memberType, standalone: inApp() }), [flags, loggedIn, memberType]);
}
