/**
 * The second factor of a locked account (login.locked with value.secondFactor 'sms'): the owner
 * types the account's mobile number, gets an SMS code (purpose unlock) and logs in with password + code.
 */
import type { DecodedMessage } from '@contracts/validation/messages';
import { loginMobileNumRule } from '@contracts/validation/rules';
import { validate } from '@contracts/validation/field-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from '../account.module.css';
import { DialingCodeSelect, useDialingCodes } from './DialingCodeSelect';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';

type Props = { code: string; onCode: (v: string) => void; error?: DecodedMessage | string | undefined };

export function UnlockFields({ code, onCode, error }: Props) {
  const { t } = useLingui();
  const codes = useDialingCodes();
  const [mobileNum, setMobileNum] = useState('');
  const [dialing, setDialing] = useState(codes[0] ?? '');
  const [mobileError, setMobileError] = useState<DecodedMessage | undefined>();
  const checkMobile = () => {
    const r = validate(loginMobileNumRule, mobileNum);
    setMobileError(r.ok ? undefined : r.errors['']);
    return r.ok;
  };
  return (
    <fieldset className={styles.form} data-testid="unlock-fields">
      <legend>
        <Trans>This account is locked after failed attempts. Confirm it is yours with a code sent to its mobile number.</Trans>
      </legend>
      <TextField
        name="unlockMobileNum"
        label={t`Mobile number`}
        value={mobileNum}
        onValue={setMobileNum}
        error={mobileError}
        inputMode="tel"
        maxLength={20}
        autoComplete="tel-national"
        before={<DialingCodeSelect value={dialing} onValue={setDialing} />}
      />
      <SmsCodeField
        purpose="unlock"
        mobile={{ mobileNum: mobileNum.trim(), countryDialingCode: dialing }}
        checkMobile={checkMobile}
        value={code}
        onValue={onCode}
        error={error}
        required
      />
    </fieldset>
  );
}
