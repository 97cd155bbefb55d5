/**
 * Mounted once by the layout: the account modal (login / register / forgot), the sign-out prompt,
 * the return from social sign-in, the referral code of the link, and panels close on navigation.
 * A session the server ended (`sessionEndedAtom`) leads to the login page, which tells why.
 * The modal, the prompt and the social return load when they are needed (a panel opens, the
 * prompt opens, the address carries a sign-in return), not with the shell.
 */
import { accountPanelAtom, closeAccountPanelAtom, routeKeyOf, sessionEndedAtom, writeItem } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { carriesSocialReturn, signOutConfirmAtom } from './atoms';
import { AFFILIATE_STORAGE_KEY, referralCodeOf } from './register-method';

/** The agent code an agent page may store; removed outside /m/agent. */
export const AGENT_CODE_KEY = 'agentCode';

/** The modal and its panels (the panels' chunk starts loading beside the modal's). */
export const loadAccountModal = () => {
  void import('./components/PanelSwitch');
  return import('./components/AccountModal');
};
const AccountModal = lazy(() => loadAccountModal().then((m) => ({ default: m.AccountModal })));
const SignOutConfirm = lazy(() => import('./components/SignOutConfirm').then((m) => ({ default: m.SignOutConfirm })));
const SocialReturn = lazy(() => import('./components/SocialReturn'));
const SessionEnded = lazy(() => import('./components/SessionEnded'));

export function AccountHost() {
  const { pathname, search } = useLocation();
  const close = useSetAtom(closeAccountPanelAtom);
  const panel = useAtomValue(accountPanelAtom);
  const signOut = useAtomValue(signOutConfirmAtom);
  // the server ended the session (signed in elsewhere...): to the login page, which says so
  const ended = useAtomValue(sessionEndedAtom);
  // a social sign-in return is in the address only when the page starts (useSocialReturn)
  const [socialReturn] = useState(() => carriesSocialReturn(window.location.hash));
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
    <Suspense fallback={null}>
      {panel && <AccountModal />}
      {signOut && <SignOutConfirm />}
      {socialReturn && <SocialReturn />}
      {ended && <SessionEnded />}
    </Suspense>
  );
}
