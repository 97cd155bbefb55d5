import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import styles from './ui.module.css';
import { toastsAtom } from './toast';

/** Draws the toasts (mounted once by the shell). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { i18n } = useLingui();
  return (
    <div className={styles.toasts} aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={styles.toast}
          data-kind={t.kind}
          data-message-id={typeof t.message === 'string' ? undefined : t.message.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
        >
          {t.kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
          {typeof t.message === 'string' ? t.message : i18n._(t.message)}
        </div>
      ))}
    </div>
  );
}
