/**
 * Mounted once by the layout: the account modal (login / register / forgot), the sign-out prompt,
 * the return from social sign-in, the referral code of the link, and panels close on navigation.
 */
import { closeAccountPanelAtom, routeKeyOf, writeItem } from '@kernel';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AccountModal } from './components/AccountModal';
import { SignOutConfirm } from './components/SignOutConfirm';
import { useSocialReturn } from './hooks/useSocialReturn';
import { AFFILIATE_STORAGE_KEY, referralCodeOf } from './registerMethod';

/** The agent code an agent page may store; removed outside /m/agent. */
export const AGENT_CODE_KEY = 'agentCode';

export function AccountHost() {
  const { pathname, search } = useLocation();
  const close = useSetAtom(closeAccountPanelAtom);
  useSocialReturn();
  useEffect(() => {
    const code = referralCodeOf(search);
    if (code) writeItem(AFFILIATE_STORAGE_KEY, code);
    // the agent page keeps its agent's code while the visitor stays on it
    if (code && routeKeyOf(pathname) === 'agentLogin') writeItem(AGENT_CODE_KEY, code);
  }, [search, pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on any navigation
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (routeKeyOf(pathname) !== 'agentLogin') writeItem(AGENT_CODE_KEY, null); // spec §2
  }, [pathname]);
  return (
    <>
      <AccountModal />
      <SignOutConfirm />
    </>
  );
}
