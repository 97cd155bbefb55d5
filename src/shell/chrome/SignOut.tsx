/**
 * Sign out: confirm, then forget the session and go home. The server logout call and the rest of
 * the spec's logout sequence come with the accounts feature.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { clearSessionAtom, HOME_PATH, STORAGE_KEYS, toast, writeItem } from '@kernel';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';

const confirmText = msg({ id: 'logout_confirm', message: 'Are you sure you want to sign out?' });
const doneText = msg`You have signed out`;

export function useSignOut(): () => void {
  const { i18n } = useLingui();
  const clear = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  return () => {
    if (!window.confirm(i18n._(confirmText))) return;
    clear();
    writeItem(STORAGE_KEYS.autoLogin, '0');
    toast.success(doneText);
    navigate(HOME_PATH);
  };
}
