/**
 * The login panel: username or (MOBLOGIN3) mobile tab, social buttons (not on the agent page),
 * forgot-password link (CHNGPASSMAIL3 or CHNGPASSVERIF3), register link, guest test-play
 * (FREEPLAY3) and the footer menu. `onForgot` / `onRegister` switch panels (or pages).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlag } from '@kernel';
import { useState } from 'react';
import styles from '../account.module.css';
import { useTrialPlay } from '../hooks/useTrialPlay';
import { LoginFooter } from './LoginFooter';
import { MobileLoginForm } from './MobileLoginForm';
import { SocialButtons } from './SocialButtons';
import { UsernameLoginForm } from './UsernameLoginForm';

export type LoginPanelProps = {
  agent?: boolean;
  onDone: () => void;
  onForgot: () => void;
  onRegister: () => void;
};

export function LoginPanel({ agent = false, onDone, onForgot, onRegister }: LoginPanelProps) {
  const { t } = useLingui();
  const mobile = useFlag('MOBLOGIN3');
  const forgotByMail = useFlag('CHNGPASSMAIL3');
  const forgotByPhone = useFlag('CHNGPASSVERIF3');
  const forgot = forgotByMail || forgotByPhone;
  const trial = useFlag('FREEPLAY3');
  const registration = useFlag('REG3');
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  const playTrial = useTrialPlay();
  const current = mobile ? tab : 'username';
  return (
    <div className={styles.form} data-testid={agent ? 'login-panel-agent' : 'login-panel'}>
      {mobile && (
        <div className={styles.tabs} role="tablist" aria-label={t`Login method`}>
          <button type="button" role="tab" className={styles.tab} aria-selected={current === 'username'} onClick={() => setTab('username')}>
            <Trans>Username</Trans>
          </button>
          <button type="button" role="tab" className={styles.tab} aria-selected={current === 'mobile'} onClick={() => setTab('mobile')}>
            <Trans>Mobile number</Trans>
          </button>
        </div>
      )}
      {current === 'username' ? <UsernameLoginForm onDone={onDone} /> : <MobileLoginForm onDone={onDone} />}
      <div className={styles.links}>
        {forgot && (
          <button type="button" className={styles.link} onClick={onForgot} data-testid="login-forgot">
            <Trans>Forgot password?</Trans>
          </button>
        )}
        {registration && (
          <button type="button" className={styles.link} onClick={onRegister} data-testid="login-to-register">
            <Trans>No account? Register</Trans>
          </button>
        )}
      </div>
      {!agent && <SocialButtons />}
      {trial && (
        <button type="button" className={`${styles.primary} ${styles.ghost}`} onClick={() => void playTrial()} data-testid="login-trial">
          <Trans>Try as a guest</Trans>
        </button>
      )}
      <LoginFooter onNavigate={onDone} />
    </div>
  );
}
