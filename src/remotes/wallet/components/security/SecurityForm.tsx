/**
 * A security panel's form: a card whose submit (Enter or the button) runs `onSubmit` without
 * reloading the page, its fields, then the submit button (disabled while `disabled`).
 */
import type { ReactNode } from 'react';
import styles from '../../wallet.module.css';

export function SecurityForm({
  testId,
  onSubmit,
  submitLabel,
  submitTestId,
  disabled,
  children,
}: {
  testId: string;
  onSubmit: () => Promise<void>;
  submitLabel: ReactNode;
  submitTestId: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.card}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <button type="submit" className={styles.submit} disabled={disabled} data-testid={submitTestId}>
        {submitLabel}
      </button>
    </form>
  );
}
