/**
 * The menu at the bottom of the registration panel: customer service (the brand's first
 * customer-service link, through the kernel helper) and home (/m/home, closing the panel).
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { paths, statusAtom, toast } from '@kernel';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useCustomerService } from '../../support/useCustomerService';
import styles from '../account.module.css';

const noService = msg`Customer service is not available right now`;

export function RegisterMenu({ onNavigate }: { onNavigate: () => void }) {
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const open = useCustomerService({ inAccountPanel: true, onNavigate });
  const openService = async () => {
    if (!(await open(entries[0]?.csType))) toast.short(noService);
  };
  return (
    <nav className={styles.menu} data-testid="register-menu">
      <button type="button" className={styles.link} onClick={() => void openService()} data-testid="register-menu-service">
        <Trans>Customer service</Trans>
      </button>
      <Link to={paths.home.path} className={styles.link} onClick={onNavigate} data-testid="register-menu-home">
        <Trans>Home</Trans>
      </Link>
    </nav>
  );
}
