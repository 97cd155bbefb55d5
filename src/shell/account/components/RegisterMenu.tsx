/**
 * The menu at the bottom of the registration panel: customer service (the brand's first
 * customer-service link, through the kernel helper) and home (/m/home, closing the panel).
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { openCustomerService, paths, statusAtom, toast } from '@kernel';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import styles from '../account.module.css';

const noService = msg`Customer service is not available right now`;

export function RegisterMenu({ onNavigate }: { onNavigate: () => void }) {
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const navigate = useNavigate();
  const openService = async () => {
    const go = (to: string) => {
      onNavigate();
      navigate(to);
    };
    if (!(await openCustomerService(entries, entries[0]?.csType, go))) toast.short(noService);
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
