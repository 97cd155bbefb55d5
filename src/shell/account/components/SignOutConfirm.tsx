/** The logout confirmation prompt (cancel / submit). */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@kernel';
import { useAtom } from 'jotai';
import styles from '../account.module.css';
import { signOutConfirmAtom } from '../atoms';
import { useSignOutNow } from '../hooks/useSignOutNow';

const confirmText = msg({ id: 'logout_confirm', message: 'Are you sure you want to sign out?' });

export function SignOutConfirm() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useAtom(signOutConfirmAtom);
  const signOut = useSignOutNow();
  const close = () => setOpen(false);
  const actions = (
    <>
      <button type="button" className={`${styles.primary} ${styles.ghost}`} onClick={close} data-testid="sign-out-cancel">
        <Trans>Cancel</Trans>
      </button>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          close();
          void signOut();
        }}
        data-testid="sign-out-confirm"
      >
        <Trans>Sign out</Trans>
      </button>
    </>
  );
  return (
    <Modal open={open} title={t`Sign out`} onClose={close} actions={actions}>
      <p>{i18n._(confirmText)}</p>
    </Modal>
  );
}
