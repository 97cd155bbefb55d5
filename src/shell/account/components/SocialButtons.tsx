/** Facebook and Google sign-in, each only when the identity service is ready and its flag is on (never on the agent page). */
import { useLingui } from '@lingui/react/macro';
import { statusAtom, useFlag } from '@kernel';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import styles from '../account.module.css';
import { startSocialSignIn } from '../social';

export function SocialButtons() {
  const { t } = useLingui();
  const facebook = useFlag('FACEBOOKLOGIN3');
  const google = useFlag('GOOGLELOGIN3');
  const ready = useAtomValue(statusAtom)?.info.identity?.ready === true;
  const { pathname, search } = useLocation();
  if (!ready || (!facebook && !google)) return null;
  const back = `${pathname}${search}`;
  return (
    <div className={styles.social}>
      {facebook && (
        <button
          type="button"
          className={`${styles.primary} ${styles.ghost}`}
          onClick={() => startSocialSignIn('facebook', back)}
          data-testid="login-facebook"
        >
          {t`Continue with Facebook`}
        </button>
      )}
      {google && (
        <button
          type="button"
          className={`${styles.primary} ${styles.ghost}`}
          onClick={() => startSocialSignIn('google', back)}
          data-testid="login-google"
        >
          {t`Continue with Google`}
        </button>
      )}
    </div>
  );
}
