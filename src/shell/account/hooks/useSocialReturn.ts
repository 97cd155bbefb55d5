/**
 * Back from the identity provider with `#id_token=…`: the fragment leaves the address bar at once;
 * the token logs in only when this browser started that sign-in (state) and no one is logged in
 * here already (a link never replaces a session silently).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { closeAccountPanelAtom, HOME_PATH, openAccountPanelAtom, routeKeyOf, store, toast, tokenAtom } from '@kernel';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { carriesSocialReturn } from '../atoms';
import { accountErrorText } from '../messages/error-text';
import { readSocialReturn } from '../social';
import { useStoreLogin } from './useStoreLogin';

const refused = msg`This sign-in link was not started on this device, so it was ignored`;
const alreadyIn = msg`You are already logged in: log out first to sign in with another account`;

export function useSocialReturn(): void {
  const { i18n } = useLingui();
  const storeLogin = useStoreLogin();
  const close = useSetAtom(closeAccountPanelAtom);
  const open = useSetAtom(openAccountPanelAtom);
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !carriesSocialReturn(window.location.hash)) return;
    done.current = true;
    const back = readSocialReturn(window.location.hash);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (back.kind === 'foreign') return void toast.long(refused);
    if (back.kind !== 'mine') return;
    if (store.get(tokenAtom)) return void toast.long(alreadyIn);
    // the login call (payload encryption) loads only on a sign-in return, not with the shell
    import('../api/login')
      .then(({ login }) =>
        login({ type: 'firebase', firebaseChannel: back.provider, firebaseIdToken: back.idToken, firebaseNonce: back.nonce }),
      )
      .then(
        async (value) => {
          await storeLogin(value);
          close();
          const key = routeKeyOf(window.location.pathname);
          if (key === 'login' || key === 'register') navigate(HOME_PATH, { replace: true });
        },
        (error: unknown) => open('login', { id: 'social_failed', message: accountErrorText(i18n, error) }),
      );
  }, [storeLogin, close, open, navigate, i18n]);
}
