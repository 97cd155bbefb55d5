/** Deposit, loss and wager limits: what is in force, what is used, a pending raise; set or remove one. */
import { LIMIT_PERIODS, type LimitPeriod, type MoneyLimitKind, type RgStatus } from '@contracts/rg/rg';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast, useFormat } from '@kernel';
import { type FormEvent, useState } from 'react';
import { rgApi } from '../api/rg';
import { KIND_TEXT, PERIOD_TEXT, rgErrorText } from '../lib/rg-text';
import { readMoney } from '../lib/rg-money';
import styles from '../rg.module.css';

export function LimitsSection({ status, onStatus }: { status: RgStatus; onStatus: (s: RgStatus) => void }) {
  const { t, i18n } = useLingui();
  const { money, dateTime } = useFormat();
  const kinds = [...new Set(status.limits.map((l) => l.kind))];
  const [kind, setKind] = useState<MoneyLimitKind>(kinds[0] ?? 'deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (value: number | null) => {
    setBusy(true);
    try {
      onStatus(await rgApi.setLimit({ kind, period, amount: value }));
      toast.success(value === null ? t`Removal requested` : t`Limit saved`);
      setAmount('');
    } catch (error) {
      toast.short(rgErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = readMoney(amount, status.currency);
    if (value === null) return void toast.short(t`Enter a valid amount`);
    void save(value);
  };
  const set = status.limits.filter((l) => l.rule.current !== null || l.rule.pending !== null);
  return (
    <section className={styles.section} data-testid="rg-limits">
      <h2>
        <Trans>Limits</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Lowering a limit applies at once; raising or removing one applies after {status.coolingHours} hours.</Trans>
      </p>
      {set.length > 0 && (
        <table className={styles.table}>
          <tbody>
            {set.map((l) => (
              <tr key={`${l.kind}-${l.period}`} data-testid={`rg-limit-${l.kind}-${l.period}`}>
                <td>
                  {i18n._(KIND_TEXT[l.kind])} · {i18n._(PERIOD_TEXT[l.period])}
                </td>
                <td>
                  {l.rule.current === null ? t`No limit` : money(l.rule.current)}
                  {l.rule.current !== null && (
                    <div className={styles.hint}>
                      <Trans>Used: {money(l.used)}</Trans>
                    </div>
                  )}
                  {l.rule.pending && (
                    <div className={styles.hint} data-testid="rg-pending">
                      {l.rule.pending.amount === null
                        ? t`Removed from ${dateTime(l.rule.pending.effectiveAt)}`
                        : t`${money(l.rule.pending.amount)} from ${dateTime(l.rule.pending.effectiveAt)}`}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className={styles.row} onSubmit={submit} noValidate>
        <select
          className={styles.select}
          aria-label={t`Limit`}
          value={kind}
          onChange={(e) => setKind(e.target.value as MoneyLimitKind)}
          data-testid="rg-limit-kind"
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_TEXT[k])}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label={t`Period`}
          value={period}
          onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          data-testid="rg-limit-period"
        >
          {LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_TEXT[p])}
            </option>
          ))}
        </select>
        <input
          className={styles.input}
          inputMode="decimal"
          aria-label={t`Amount (${status.currency.code})`}
          placeholder={t`Amount (${status.currency.code})`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="rg-limit-amount"
        />
        <button type="submit" className={styles.button} disabled={busy} data-testid="rg-limit-save">
          <Trans>Set limit</Trans>
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void save(null)} data-testid="rg-limit-remove">
          <Trans>Remove</Trans>
        </button>
      </form>
    </section>
  );
}
