/** The login footer menu: home plus live chat when chat (CBS3) is on, else only customer service. */
import { Trans } from '@lingui/react/macro';
import { paths, useFlag } from '@kernel';
import { Link } from 'react-router';
import { useCustomerService } from '../../support/useCustomerService';
import styles from '../account.module.css';

export function LoginFooter({ onNavigate }: { onNavigate: () => void }) {
  const chat = useFlag('CBS3');
  // the live chat is a page of the site: the login panel closes on the way there
  const openService = useCustomerService({ inAccountPanel: true, onNavigate });
  const open = (csType?: string) => void openService(csType);
  return (
    <nav className={styles.menu} data-testid="login-footer">
      {chat ? (
        <>
          <Link to={paths.home.path} className={styles.link} onClick={onNavigate} data-testid="login-footer-home">
            <Trans>Home</Trans>
          </Link>
          <button type="button" className={styles.link} onClick={() => open('LIVECHAT')} data-testid="login-footer-chat">
            <Trans>Live chat</Trans>
          </button>
        </>
      ) : (
        <button type="button" className={styles.link} onClick={() => open()} data-testid="login-footer-service">
          <Trans>Customer service</Trans>
        </button>
      )}
    </nav>
  );
}
