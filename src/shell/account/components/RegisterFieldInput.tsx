/**
 * One configured registration field, drawn by its kind (password, mobile, code, date, text). What is
 * typed is never cut at the brand's maximum (a silent cut hides a name another brand allowed): the
 * username shows the brand's rule under it, and the form says when a value breaks it.
 */
import type { RegisterField } from '@contracts/registration-fields';
import type { FieldRule } from '@contracts/status';
import { type DecodedMessage, VALIDATION_MESSAGES } from '@contracts/validation/messages';
import { useLingui } from '@lingui/react';
import { FIELD_LABELS } from '../messages/field-labels';
import { validationText } from '../messages/validation';
import { DialingCodeSelect } from './DialingCodeSelect';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

type Props = {
  field: RegisterField;
  rule: FieldRule;
  value: string;
  onValue: (v: string) => void;
  error: DecodedMessage | string | undefined;
  inputRef: (el: HTMLInputElement | null) => void;
  dialing?: { value: string; onValue: (v: string) => void };
  onBlur?: () => void;
};

export function RegisterFieldInput({ field, rule, value, onValue, error, inputRef, dialing, onBlur }: Props) {
  const { i18n } = useLingui();
  const label = `${i18n._(FIELD_LABELS[field])}${rule.required ? ' *' : ''}`;
  const common = { name: field, label, value, onValue, error, inputRef, required: rule.required, onBlur };
  if (field === 'password' || field === 'paymentPassword') return <PasswordField {...common} autoComplete="new-password" />;
  if (field === 'mobileNum') {
    return (
      <TextField
        {...common}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={Math.min(rule.maxLength, 20)}
        before={dialing && <DialingCodeSelect value={dialing.value} onValue={dialing.onValue} />}
      />
    );
  }
  if (field === 'birthday') {
    const year = new Date().getFullYear();
    return <TextField {...common} type="date" min="1900-01-01" max={`${year}-12-31`} />;
  }
  if (field === 'email') return <TextField {...common} type="email" autoComplete="email" />;
  const numeric = rule.patternId === 'digits';
  if (field === 'username') {
    // the brand's rule where it applies, e.g. "Enter 4-10 letters and digits, starting with a letter"
    const hint = validationText(i18n, {
      id: rule.patternId === 'username' ? VALIDATION_MESSAGES.patternUsername : VALIDATION_MESSAGES.tooLong,
      params: { min: rule.minLength, max: rule.maxLength },
    });
    return <TextField {...common} autoComplete="username" hint={hint} />;
  }
  return <TextField {...common} inputMode={numeric ? 'numeric' : 'text'} autoComplete="off" />;
}
