/**
 * Registration: on leaving the username or e-mail field, ask the server whether it is still free
 * (GET /wps/check/username, POST /wps/check/email) and show "already exists" under the field.
 * Only a value that passes its own rule is asked about; blurs are debounced, answers are cached
 * per value, and an answer for an older blur or a value since edited is ignored. A failed check
 * stays silent: the register call checks again.
 */
import type { RegistrationPlan } from '@contracts/validation/registration';
import { fieldRuleFailure } from '@contracts/validation/field-rule';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { isEmailAvailable } from '../api/check-email';
import { isUsernameAvailable } from '../api/check-username';
import { ACCOUNT_ERROR_TEXT } from '../messages/error-text';
import type { useForm } from './useForm';

export type CheckedField = 'username' | 'email';
export const AVAILABILITY_DEBOUNCE_MS = 250;

const CHECKS = { username: isUsernameAvailable, email: isEmailAvailable } as const;
const TAKEN = { username: ACCOUNT_ERROR_TEXT['register.username.exists'], email: ACCOUNT_ERROR_TEXT['register.email.exists'] } as const;

export const isCheckedField = (field: string): field is CheckedField => field in CHECKS;

export function useAvailabilityCheck(plan: RegistrationPlan | null, form: ReturnType<typeof useForm<string>>) {
  const { i18n } = useLingui();
  const latest = useRef(form.values);
  latest.current = form.values;
  const turn = useRef({ username: 0, email: 0 });
  const timers = useRef(new Map<CheckedField, ReturnType<typeof setTimeout>>());
  const answers = useRef(new Map<string, boolean>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const current = (field: CheckedField) => (latest.current[field] ?? '').trim();
  const answered = (field: CheckedField, value: string, available: boolean) => {
    answers.current.set(`${field}:${value}`, available);
    if (available || current(field) !== value) return;
    form.setErrors((e) => ({ ...e, [field]: i18n._(TAKEN[field]) }));
  };

  return (field: CheckedField) => {
    const rule = plan?.fields.find((p) => p.field === field)?.rule;
    const value = current(field);
    const mine = ++turn.current[field];
    clearTimeout(timers.current.get(field));
    if (!rule || !value || fieldRuleFailure(field, rule, value)) return;
    const known = answers.current.get(`${field}:${value}`);
    if (known !== undefined) return answered(field, value, known);
    timers.current.set(
      field,
      setTimeout(() => {
        CHECKS[field](value).then(
          (available) => turn.current[field] === mine && answered(field, value, available),
          () => {},
        );
      }, AVAILABILITY_DEBOUNCE_MS),
    );
  };
}
