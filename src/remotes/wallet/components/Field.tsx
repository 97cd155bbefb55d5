/** A labelled input with its error under it. */
import type { InputHTMLAttributes } from 'react';
import styles from '../wallet.module.css';

export function Field({
  label,
  error,
  testId,
  ...input
}: { label: string; error?: string | null; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input data-testid={testId} aria-invalid={error ? true : undefined} {...input} />
      {error && (
        <small className={styles.fieldError} role="alert" data-testid={`${testId}-error`}>
          {error}
        </small>
      )}
    </label>
  );
}
