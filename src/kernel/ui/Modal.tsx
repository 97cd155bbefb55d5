/** A centred dialog with a title and actions, built on Popup (same scroll lock and Escape). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Popup } from './Popup';
import styles from './ui.module.css';

export type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
};

export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  return (
    <Popup open={open} onClose={onClose} placement="center" label={title}>
      <div className={styles.modal}>
        <h2 className={styles.modalTitle}>{title}</h2>
        <div>{children}</div>
        <div className={styles.modalActions}>
          {actions ?? (
            <button type="button" className={styles.button} onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          )}
        </div>
      </div>
    </Popup>
  );
}
