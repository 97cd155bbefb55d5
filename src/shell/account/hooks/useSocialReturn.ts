/** Back from the identity provider with `#id_token=…`: log in with type firebase, then drop the fragment. */
import { useLingui } from '@lingui/react';
import { closeAccountPanelAtom, HOME_PATH, openAccountPanelAtom, routeKeyOf } from '@kernel';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { login } from '../api/login';
import { accountErrorText } from '../messages/errors';
import { readSocialReturn } from '../social';
import { useStoreLogin } from './useStoreLogin';

export function useSocialReturn(): void {
  const { i18n } = useLingui();
  const storeLogin = useStoreLogin();
  const close = useSetAtom(closeAccountPanelAtom);
  const open = useSetAtom(openAccountPanelAtom);
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    const back = readSocialReturn(window.location.hash);
    if (!back || done.current) return;
    done.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    login({ type: 'firebase', firebaseChannel: back.provider, firebaseIdToken: back.idToken }).then(
      (value) => {
        storeLogin(value);
        close();
        const key = routeKeyOf(window.location.pathname);
        if (key === 'login' || key === 'register') navigate(HOME_PATH, { replace: true });
      },
      (error: unknown) => open('login', { id: 'social_failed', message: accountErrorText(i18n, error) }),
    );
  }, [storeLogin, close, open, navigate, i18n]);
}
