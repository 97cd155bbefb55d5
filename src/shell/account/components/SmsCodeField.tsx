/**
 * SMS code input with its send button. Sending checks the mobile field first, then asks for human
 * verification (captcha), then shows a countdown to the server's expirationTime (500 ms tick);
 * at zero the send button returns. Leaving the form drops the countdown. When the brand's codes
 * come from the identity provider (`identity-phone.ts`), the provider sends it instead.
 */
import type { SmsPurpose } from '@contracts/account/sms';
import type { DecodedMessage } from '@contracts/validation/messages';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TOAST_MS, toast } from '@kernel';
import { useState } from 'react';
import styles from '../account.module.css';
import { sendSmsCode } from '../api/sms-send';
import { sendIdentityCode, useIdentityPhone } from '../identity-phone';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCountdown } from '../hooks/useCountdown';
import { accountErrorText } from '../messages/error-text';
import { HumanCheck } from './HumanCheck';
import { TextField } from './TextField';

const sending = msg({ id: 'in_sms_sending', message: 'Sending the verification code…' });
const sent = msg({ id: 'in_sms_send', message: 'The verification code was sent' });
/** the identity provider sends one code a minute to a number */
const RESEND_MS = 60_000;

type Props = {
  purpose: SmsPurpose;
  mobile: { mobileNum: string; countryDialingCode: string };
  /** validates the mobile field (showing its error); true when the code may be sent */
  checkMobile: () => boolean;
  value: string;
  onValue: (v: string) => void;
  error?: DecodedMessage | string | undefined;
  inputRef?: (el: HTMLInputElement | null) => void;
  /** marked with * and `required` like the other required fields of a form */
  required?: boolean;
};

export function SmsCodeField({ purpose, mobile, checkMobile, value, onValue, error, inputRef, required = false }: Props) {
  const { t, i18n } = useLingui();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const left = useCountdown(expiresAt);
  const captcha = useCaptcha(false);
  const viaProvider = useIdentityPhone();

  /** the identity provider texts the code (it runs its own abuse checks): no captcha here */
  const sendViaProvider = async () => {
    setBusy(true);
    const hide = toast.loading(sending);
    try {
      await sendIdentityCode(purpose, mobile);
      hide();
      toast.success(sent, TOAST_MS.success);
      setExpiresAt(Date.now() + RESEND_MS);
    } catch (e) {
      hide(); // spec §8: an identity-provider SMS failure hides the loading message
      setSendError(accountErrorText(i18n, e));
    } finally {
      setBusy(false);
    }
  };
  const start = () => {
    setSendError(undefined);
    if (!checkMobile()) return;
    if (viaProvider) return void sendViaProvider();
    setChecking(true);
    captcha.require();
  };
  const send = async (humanVerification: { captchaId: string; captcha: string }) => {
    setBusy(true);
    const hide = toast.loading(sending);
    try {
      const expirationTime = await sendSmsCode({ ...mobile, purpose, humanVerification });
      hide();
      toast.success(sent, TOAST_MS.success);
      setExpiresAt(expirationTime);
      setChecking(false);
    } catch (e) {
      hide();
      setSendError(accountErrorText(i18n, e));
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <button type="button" className={styles.side} onClick={start} disabled={left > 0 || busy} data-testid={`send-code-${purpose}`}>
      {left > 0 ? t`${left} s` : t`Send code`}
    </button>
  );
  return (
    <>
      <TextField
        name="verificationCode"
        label={`${t`SMS verification code`}${required ? ' *' : ''}`}
        required={required}
        value={value}
        onValue={onValue}
        error={error ?? sendError}
        inputRef={inputRef}
        inputMode="numeric"
        maxLength={10}
        autoComplete="one-time-code"
        after={button}
      />
      {checking && left === 0 && <HumanCheck captcha={captcha} busy={busy} onSolved={send} />}
    </>
  );
}
