/** The withdrawal password: set (login password), change (old one, the new one different), or reset with a code sent by SMS or e-mail. */
import type { SecurityConfig } from '@contracts/wallet/security';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { changeFundPassword, resetFundPassword, sendResetCode, setFundPassword } from '../../api/security';
import styles from '../../wallet.module.css';
import { Field } from '../Field';
import { LoginPasswordField, PinField } from './PasswordFields';
import { SecurityForm } from './SecurityForm';
import { useSubmit } from './useSubmit';

const SIX = /^\d{6}$/;
/** the account pages' message for the same rule (spec §5: the new password cannot equal the old one) */
const SAME_AS_OLD = msg({ id: 'modify.new.old.same', message: 'The new password cannot be the same as the old password' });

export function FundPasswordPanel({ config, onChanged }: { config: SecurityConfig; onChanged: () => void }) {
  const { t } = useLingui();
  const { busy, run, touched, setTouched, submit: check } = useSubmit();
  const [mode, setMode] = useState<'change' | 'reset'>('change');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [code, setCode] = useState('');
  const [channel, setChannel] = useState<'sms' | 'email'>(config.mobile ? 'sms' : 'email');
  const pinError = (s: string) => (SIX.test(s) ? null : t`Six digits`);
  const clear = () => {
    setA('');
    setB('');
    setCode('');
    setTouched(false);
  };

  if (!config.hasFundPassword) {
    const submit = async () => {
      if (await check(!pinError(a) && b !== '', () => setFundPassword({ password: a, loginPassword: b }), t`Withdrawal password set`)) {
        clear();
        onChanged();
      }
    };
    return (
      <SecurityForm
        testId="fund-password-set"
        onSubmit={submit}
        submitLabel={<Trans>Save</Trans>}
        submitTestId="fund-submit"
        disabled={busy}
      >
        <h2>
          <Trans>Set a withdrawal password</Trans>
        </h2>
        <PinField
          label={t`New withdrawal password (6 digits)`}
          testId="fund-new"
          value={a}
          onChange={setA}
          error={touched ? pinError(a) : null}
        />
        <LoginPasswordField testId="fund-login" value={b} onChange={setB} touched={touched} />
      </SecurityForm>
    );
  }

  const newError = pinError(b) ?? (mode === 'change' && b === a ? t(SAME_AS_OLD) : null);
  const submit = async () => {
    const valid = !newError && (mode === 'change' ? !pinError(a) : SIX.test(code));
    const ok =
      mode === 'change'
        ? await check(valid, () => changeFundPassword({ oldPassword: a, newPassword: b }), t`Withdrawal password changed`)
        : await check(valid, () => resetFundPassword({ channel, code, newPassword: b }), t`Withdrawal password reset`);
    if (ok) {
      clear();
      onChanged();
    }
  };
  return (
    <SecurityForm
      testId="fund-password-change"
      onSubmit={submit}
      submitLabel={<Trans>Save</Trans>}
      submitTestId="fund-submit"
      disabled={busy}
    >
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={mode === 'change'}
          onClick={() => {
            setMode('change');
            clear();
          }}
          data-testid="fund-mode-change"
        >
          <Trans>Change</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={mode === 'reset'}
          onClick={() => {
            setMode('reset');
            clear();
          }}
          data-testid="fund-mode-reset"
        >
          <Trans>Forgot it</Trans>
        </button>
      </div>
      {mode === 'change' ? (
        <PinField label={t`Current withdrawal password`} testId="fund-old" value={a} onChange={setA} error={touched ? pinError(a) : null} />
      ) : (
        <>
          <label className={styles.field}>
            <span>
              <Trans>Send the code by</Trans>
            </span>
            <select value={channel} onChange={(e) => setChannel(e.target.value === 'email' ? 'email' : 'sms')} data-testid="fund-channel">
              {config.mobile && <option value="sms">{t`SMS to ${config.mobile}`}</option>}
              {config.email && <option value="email">{t`E-mail to ${config.email}`}</option>}
            </select>
          </label>
          <button
            type="button"
            className={styles.ghost}
            disabled={busy || (!config.mobile && !config.email)}
            onClick={() => void run(() => sendResetCode(channel), t`The verification code was sent`)}
            data-testid="fund-send-code"
          >
            <Trans>Send code</Trans>
          </button>
          <Field
            label={t`Verification code`}
            testId="fund-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={touched && !SIX.test(code) ? t`Six digits` : null}
          />
        </>
      )}
      <PinField
        label={t`New withdrawal password (6 digits)`}
        testId="fund-new"
        value={b}
        onChange={setB}
        error={touched ? newError : null}
      />
    </SecurityForm>
  );
}
