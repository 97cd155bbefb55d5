/**
 * Logout (spec §4): after the confirm prompt, 'please wait' (≤ 9999 ms), DELETE logout with the
 * token, clear session, token, trial user and member info, autoLogin '0', go to /m/home.
 */
import { clearSessionAtom, HOME_PATH, STORAGE_KEYS, trialUserNameAtom, withLoading, writeItem } from '@kernel';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout';
import { pleaseWait } from './useTrialPlay';

export function useSignOutNow(): () => Promise<void> {
  const clear = useSetAtom(clearSessionAtom);
  const clearTrialName = useSetAtom(trialUserNameAtom);
  const navigate = useNavigate();
  return async () => {
    await withLoading(pleaseWait, () => logout().catch(() => null));
    clear();
    clearTrialName(null);
    writeItem(STORAGE_KEYS.autoLogin, '0');
    navigate(HOME_PATH);
  };
}
