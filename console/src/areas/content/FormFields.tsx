/**
 * The promotion editor's field parts: a checkbox with its label beside it, a text input under its
 * label with the server's refusal of it tied to the input (`aria-invalid`, `aria-describedby`), and
 * that refusal's text on its own (for a fieldset that describes itself by it).
 */
import { type HTMLAttributes, useId } from 'react';

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="error" data-testid="promotion-field-error">
      {text}
    </span>
  ) : null;
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <label className="inline">
      <input type="checkbox" disabled={disabled} checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {label}
    </label>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  inputMode,
  disabled,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  disabled: boolean;
  testId: string;
}) {
  const errorId = useId();
  return (
    <label>
      {label}
      <input
        inputMode={inputMode}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      />
      <FieldError id={errorId} text={error} />
    </label>
  );
}
