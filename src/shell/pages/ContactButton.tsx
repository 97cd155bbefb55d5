/** "Contact customer service": decrypts the brand's link on demand (crypto-js loads only then). */
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { openCustomerService, statusAtom, toast } from '@kernel';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import styles from './pages.module.css';

export function ContactButton() {
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const navigate = useNavigate();
  const onClick = async () => {
    const opened = await openCustomerService(entries, undefined, navigate);
    if (!opened) toast.short(msg`Customer service is not available right now`);
  };
  return (
    <button type="button" className={styles.primary} onClick={onClick} data-testid="contact-service">
      <Trans>Contact customer service</Trans>
    </button>
  );
}
