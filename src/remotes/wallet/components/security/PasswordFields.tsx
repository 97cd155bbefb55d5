/**
 * The security panels' password fields: the login password that confirms a change (required once
 * the form was submitted) and a six-digit withdrawal password (masked, digits keyboard).
 */
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';

export function LoginPasswordField({
  testId,
  value,
  onChange,
  touched,
}: {
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** The form was submitted: an empty password is flagged. */
  touched: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Login password`}
      testId={testId}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="current-password"
      error={touched && !value ? t`Enter your login password` : null}
    />
  );
}

export function PinField({
  label,
  testId,
  value,
  onChange,
  error,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <Field
      label={label}
      testId={testId}
      type="password"
      inputMode="numeric"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
