/**
 * The withdraw form: bank card, amount (within the limits and the available balance), withdrawal
 * password. Without a withdrawal password or a bank card it points to the security centre first.
 * A refused submit keeps what was typed, but for a refused password, which is typed again.
 */
import { parseAmount } from '@contracts/wallet/money';
import type { WithdrawInfo } from '@contracts/wallet/withdraw';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { ApiError, paths, refreshWalletAtom, toast, useFormat, withLoading } from '@kernel';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { newRequestId } from '../../api/send';
import { sendWithdrawal } from '../../api/withdraw';
import { walletErrorText } from '../../lib/error-text';
import styles from '../../wallet.module.css';
import { Field } from '../Field';

const PASSWORD_REFUSALS: ReadonlySet<string> = new Set(['wallet.fund.password.invalid', 'wallet.fund.password.locked']);

export function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money } = useFormat();
  const refresh = useSetAtom(refreshWalletAtom);
  const [cardId, setCardId] = useState(info.bankCards[0]?.bankCardId ?? 0);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!info.hasFundPassword || info.bankCards.length === 0) {
    return (
      <section className={styles.card} data-testid="withdraw-setup">
        <p>
          {info.hasFundPassword ? (
            <Trans>Add a bank card before withdrawing.</Trans>
          ) : (
            <Trans>Set a withdrawal password before withdrawing.</Trans>
          )}
        </p>
        <Link
          to={paths.securityCenter.path}
          className={styles.submit}
          style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}
          data-testid="withdraw-setup-link"
        >
          <Trans>Go to the security centre</Trans>
        </Link>
      </section>
    );
  }

  const amount = parseAmount(amountText, info.currency.minorUnits);
  const max = Math.min(info.maxAmount, info.availableBalance);
  const amountError =
    amount === null
      ? t`Enter a valid amount`
      : amount < info.minAmount
        ? t`At least ${money(info.minAmount)}`
        : amount > max
          ? t`At most ${money(max)}`
          : null;
  const passwordError = /^\d{6}$/.test(password) ? null : t`The withdrawal password is 6 digits`;

  const submit = async () => {
    setTouched(true);
    if (amount === null || amountError || passwordError) return;
    setBusy(true);
    try {
      await withLoading(t`Please wait`, () => sendWithdrawal({ amount, bankCardId: cardId, fundPassword: password, requestId }));
      toast.success(t`Withdrawal requested: the amount is held until it is paid`);
      setAmountText('');
      setPassword('');
      setTouched(false);
      setRequestId(newRequestId());
      void refresh();
      onDone();
    } catch (error) {
      // a refused password is typed again; any other refusal (balance, turnover, network) keeps everything typed
      if (error instanceof ApiError && PASSWORD_REFUSALS.has(error.code)) setPassword('');
      toast.long(walletErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      data-testid="withdraw-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>Bank card</Trans>
        </span>
        <select value={cardId} onChange={(e) => setCardId(Number(e.target.value))} data-testid="withdraw-card">
          {info.bankCards.map((c) => (
            <option key={c.bankCardId} value={c.bankCardId}>
              {c.bankName} {c.accountNoMasked}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t`Amount (${info.currency.code})`}
        testId="withdraw-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={touched ? amountError : null}
      />
      <Field
        label={t`Withdrawal password`}
        testId="withdraw-password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched ? passwordError : null}
      />
      <button type="submit" className={styles.submit} disabled={busy} data-testid="withdraw-submit">
        <Trans>Withdraw</Trans>
      </button>
    </form>
  );
}
