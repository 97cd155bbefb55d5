/**
 * Guest test-play (FREEPLAY3, spec §4's trial action): the loading toast (at most 9999 ms), create
 * a trial user and the free-play login, hide the toast; then, if a trial session exists (a token
 * came back), store it under the trial merchant and replace the page with /m/home.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { closeAccountPanelAtom, HOME_PATH, loginAtom, toast, trialSessionAtom, trialUserNameAtom, withLoading } from '@kernel';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { freePlayLogin } from '../api/free-play-login';
import { createTrialUser } from '../api/trial-user';
import { accountErrorText } from '../messages/error-text';

export const pleaseWait = msg({ id: 'please_wait', message: 'Please wait…' });

export function useTrialPlay(): () => Promise<void> {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const setTrialUser = useSetAtom(trialUserNameAtom);
  const setTrial = useSetAtom(trialSessionAtom);
  const login = useSetAtom(loginAtom);
  const close = useSetAtom(closeAccountPanelAtom);
  return async () => {
    try {
      const session = await withLoading(pleaseWait, async () => {
        const trial = await createTrialUser();
        setTrialUser(trial.userName);
        const v = await freePlayLogin(trial.userName);
        return { token: v.token, merchantCode: v.merchantCode, userName: v.userName, type: v.customerType };
      });
      // spec §4: the page is replaced with /m/home only when a trial session exists
      if (!session.token) {
        toast.short(accountErrorText(i18n, null));
        return;
      }
      setTrial(session);
      login({ ...session, firstTimeLogin: false });
      close();
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.short(accountErrorText(i18n, error));
    }
  };
}
