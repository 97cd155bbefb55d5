/** The login footer menu: home plus live chat when chat (CBS3) is on, else only customer service. */
import { Trans } from '@lingui/react/macro';
import { openCustomerService, paths, statusAtom, useFlag } from '@kernel';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import styles from '../account.module.css';

export function LoginFooter({ onNavigate }: { onNavigate: () => void }) {
  const chat = useFlag('CBS3');
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const navigate = useNavigate();
  const open = (csType?: string) => {
    // the live chat is a page of the site: the login panel closes on the way there
    void openCustomerService(entries, csType, (to) => {
      onNavigate();
      navigate(to);
    });
  };
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
