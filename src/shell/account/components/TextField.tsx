/** A labelled input with its error under it (aria-invalid, aria-describedby). */
import type { DecodedMessage } from '@contracts/validation/messages';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from '../account.module.css';
import { FieldError } from './FieldError';

export type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: DecodedMessage | string | undefined;
  inputRef?: (el: HTMLInputElement | null) => void;
  /** drawn before the input (e.g. the dialing-code picker) */
  before?: ReactNode;
  /** drawn after the input (e.g. show/hide, send code) */
  after?: ReactNode;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>;

export function TextField({ name, label, value, onValue, error, inputRef, before, after, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `error-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        {before}
        <input
          {...input}
          id={id}
          name={name}
          ref={inputRef}
          className={styles.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {after}
      </div>
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
