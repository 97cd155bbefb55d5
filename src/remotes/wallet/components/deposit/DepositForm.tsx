/**
 * The deposit form: method, amount (checked against the brand's limits), for a bank transfer the
 * receiving account and the payer's name. A gateway deposit goes to the gateway's page; a manual
 * one waits for an operator. Nothing typed is lost when a submit fails. The amount is checked
 * against what the deposit limits leave when the page knows it; the server checks every deposit
 * anyway, and a refusal for a limit or an exclusion loads what the limits leave again.
 */
import type { DepositAllowance } from '@contracts/rg/rg';
import type { DepositBanksValue } from '@contracts/wallet/deposit';
import { parseAmount } from '@contracts/wallet/money';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { ApiError, type Loaded, toast, useFormat, withLoading } from '@kernel';
import { useMemo, useState } from 'react';
import { newRequestId } from '../../api/send';
import { sendGatewayDeposit, sendManualDeposit } from '../../api/deposit';
import { walletErrorText } from '../../lib/error-text';
import { leaveSite } from '../../lib/leave-site';
import styles from '../../wallet.module.css';
import { Field } from '../Field';
import { DepositLimit, knownAllowance } from './DepositLimit';
import { depositMethods } from './methods';
import { MethodPicker } from './MethodPicker';

/** The server's refusals of a deposit for the player's limits: what the page showed was no longer true. */
const LIMIT_REFUSALS: ReadonlySet<string> = new Set(['rg.deposit.limit', 'rg.excluded']);

type Props = {
  banks: DepositBanksValue;
  detail: 'base' | 'new';
  /** what the player's deposit limits leave, as loaded (while unknown the server alone decides) */
  allowance: Loaded<DepositAllowance>;
  onSubmitted: () => void;
};

export function DepositForm({ banks, detail, allowance, onSubmitted }: Props) {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money } = useFormat();
  const methods = useMemo(() => depositMethods(banks), [banks]);
  const [methodKey, setMethodKey] = useState(methods[0]?.key ?? '');
  const [amountText, setAmountText] = useState('');
  const manualBanks = banks.vendors.find((v) => v.method === 'manual')?.banks ?? [];
  const [bankCode, setBankCode] = useState(manualBanks[0]?.bankCode ?? '');
  const [payerName, setPayerName] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.key === methodKey);
  const amount = parseAmount(amountText, banks.currency.minorUnits);
  const limit = knownAllowance(allowance);
  const amountError =
    amount === null
      ? t`Enter a valid amount`
      : amount < banks.minAmount || amount > banks.maxAmount
        ? t`Enter between ${money(banks.minAmount)} and ${money(banks.maxAmount)}`
        : limit?.left != null && !limit.excluded && amount > limit.left
          ? t`Your deposit limit leaves ${money(limit.left)}`
          : null;
  const payerError = method?.kind === 'manual' && payerName.trim().length < 2 ? t`Enter the name on the paying account` : null;
  const receiving = manualBanks.find((b) => b.bankCode === bankCode);

  const submit = async () => {
    setTouched(true);
    if (!method || amount === null || amountError || payerError) return;
    setBusy(true);
    try {
      if (method.kind === 'gateway') {
        const r = await withLoading(t`Please wait`, () => sendGatewayDeposit({ amount, channel: method.channel, requestId }));
        leaveSite.to(r.payUrl);
        return;
      }
      await withLoading(t`Please wait`, () => sendManualDeposit({ amount, bankCode, payerName: payerName.trim(), requestId }));
      toast.success(t`Deposit request sent: it is credited when the transfer is confirmed`);
      setAmountText('');
      setTouched(false);
      setRequestId(newRequestId());
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && LIMIT_REFUSALS.has(error.code)) allowance.reload();
      toast.long(walletErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      data-testid={`deposit-form-${detail}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <MethodPicker methods={methods} value={methodKey} onChange={setMethodKey} detail={detail} />
      <Field
        label={t`Amount (${banks.currency.code})`}
        testId="deposit-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        placeholder={`${money(banks.minAmount)} - ${money(banks.maxAmount)}`}
        error={touched ? amountError : null}
      />
      <DepositLimit allowance={allowance} />
      {method?.kind === 'manual' && (
        <>
          <label className={styles.field}>
            <span>
              <Trans>Send the money to</Trans>
            </span>
            <select value={bankCode} onChange={(e) => setBankCode(e.target.value)} data-testid="deposit-bank">
              {manualBanks.map((b) => (
                <option key={b.bankCode} value={b.bankCode}>
                  {b.bankName}
                </option>
              ))}
            </select>
          </label>
          {receiving && (
            <p className={styles.notice} data-testid="deposit-receiving">
              {receiving.bankName} · {receiving.accountName} · {receiving.accountNo}
            </p>
          )}
          <Field
            label={t`Payer name`}
            testId="deposit-payer"
            value={payerName}
            onChange={(e) => setPayerName(e.target.value)}
            autoComplete="name"
            error={touched ? payerError : null}
          />
        </>
      )}
      <button type="submit" className={styles.submit} disabled={busy} data-testid="deposit-submit">
        {method?.kind === 'gateway' ? <Trans>Continue to payment</Trans> : <Trans>Submit deposit</Trans>}
      </button>
    </form>
  );
}
