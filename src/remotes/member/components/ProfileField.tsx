/** One editable member field of the settings page: input, its rule from the contract, save. */
import type { MemberInfo } from '@contracts/account/member';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memberInfoAtom, toast } from '@kernel';
import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../lib/error-text';
import styles from '../member.module.css';

type Props = {
  name: string;
  label: MessageDescriptor;
  initial: string;
  schema: v.GenericSchema;
  /** the body key the schema checks */
  bodyKey: string;
  invalid: MessageDescriptor;
  /** the text of the schema's first issue message, shown instead of `invalid` when given */
  issueText?: (issue: string) => string;
  type?: 'text' | 'email';
  maxLength: number;
  save: (value: string) => Promise<MemberInfo>;
};

export function ProfileField({ name, label, initial, schema, bodyKey, invalid, issueText, type = 'text', maxLength, save }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const setInfo = useSetAtom(memberInfoAtom);
  const [value, setValue] = useState(initial);
  // the error's text is made at render, so it follows a language change
  const [error, setError] = useState<{ text: () => string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(schema, { [bodyKey]: value });
    if (!parsed.success) {
      const issue = parsed.issues[0]?.message;
      setError({ text: () => (issueText && issue ? issueText(issue) : i18n._(invalid)) });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const info = await save(value.trim());
      setInfo(info);
      setValue(value.trim());
      toast.success(msg`Saved`);
    } catch (err) {
      const message = errorMessage(err);
      setError({ text: () => i18n._(message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.field} onSubmit={submit} data-testid={`set-${name}-form`} noValidate>
      <label htmlFor={id}>{i18n._(label)}</label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type={type}
          className={styles.input}
          value={value}
          maxLength={maxLength}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`set-${name}`}
        />
        <button type="submit" className={styles.button} disabled={busy || value.trim() === initial.trim()} data-testid={`set-${name}-save`}>
          <Trans>Save</Trans>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error.text()}
        </p>
      )}
    </form>
  );
}
