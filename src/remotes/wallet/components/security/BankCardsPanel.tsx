/** Bank cards: the list (masked), add one (withdrawal password required), remove one. */
import { useLoad } from '@kernel';
import { WITHDRAW_BANKS } from '@contracts/wallet/security';
import type { BankCardView } from '@contracts/wallet/withdraw';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addBankCard, fetchBankCards, removeBankCard } from '../../api/security';
import styles from '../../wallet.module.css';
import { Field } from '../Field';
import { Loadable } from '../Loadable';
import { PinField } from './PasswordFields';
import { SecurityForm } from './SecurityForm';
import { useSubmit } from './useSubmit';

export function BankCardsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useLingui();
  const { busy, run, touched, submit: check } = useSubmit();
  const cards = useLoad(fetchBankCards, []);
  const [bankCode, setBankCode] = useState<string>(WITHDRAW_BANKS[0].bankCode);
  const [name, setName] = useState('');
  const [no, setNo] = useState('');
  const [pin, setPin] = useState('');
  const noError = /^\d{8,24}$/.test(no.replace(/[\s-]/g, '')) ? null : t`8 to 24 digits`;
  const nameError = name.trim().length >= 2 ? null : t`Enter the account holder's name`;
  const pinError = /^\d{6}$/.test(pin) ? null : t`Six digits`;
  const done = (list: BankCardView[] | null) => {
    if (!list) return;
    cards.reload();
    onChanged();
  };
  const add = async () => {
    const list = await check(
      !noError && !nameError && !pinError,
      () => addBankCard({ bankCode, accountName: name.trim(), accountNo: no, fundPassword: pin }),
      t`Bank card added`,
    );
    if (list) {
      setName('');
      setNo('');
      setPin('');
    }
    done(list);
  };
  return (
    <div className={styles.page} style={{ padding: 0 }}>
      <Loadable state={cards} testId="bank-cards">
        {(list) => (
          <ul className={`${styles.card} ${styles.list}`} data-testid="bank-cards">
            {list.length === 0 && (
              <li className={styles.muted}>
                <Trans>No bank card yet</Trans>
              </li>
            )}
            {list.map((c) => (
              <li key={c.bankCardId} data-testid={`bank-card-${c.bankCardId}`}>
                <span>
                  {c.bankName} {c.accountNoMasked}
                  <br />
                  <small className={styles.muted}>{c.accountName}</small>
                </span>
                <button
                  type="button"
                  className={styles.ghost}
                  disabled={busy}
                  onClick={async () => done(await run(() => removeBankCard(c.bankCardId), t`Bank card removed`))}
                  data-testid={`bank-card-remove-${c.bankCardId}`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
      <SecurityForm
        testId="bank-card-form"
        onSubmit={add}
        submitLabel={<Trans>Add card</Trans>}
        submitTestId="bank-card-submit"
        disabled={busy}
      >
        <h2>
          <Trans>Add a bank card</Trans>
        </h2>
        <label className={styles.field}>
          <span>
            <Trans>Bank</Trans>
          </span>
          <select value={bankCode} onChange={(e) => setBankCode(e.target.value)} data-testid="bank-card-bank">
            {WITHDRAW_BANKS.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankName}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={t`Account holder`}
          testId="bank-card-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={touched ? nameError : null}
        />
        <Field
          label={t`Account number`}
          testId="bank-card-number"
          inputMode="numeric"
          value={no}
          onChange={(e) => setNo(e.target.value)}
          error={touched ? noError : null}
        />
        <PinField label={t`Withdrawal password`} testId="bank-card-pin" value={pin} onChange={setPin} error={touched ? pinError : null} />
      </SecurityForm>
    </div>
  );
}
