/** History of play per day, week or month: deposits, withdrawals, stakes, net result, time logged in. */
import { type History, LIMIT_PERIODS, type LimitPeriod } from '@contracts/rg/rg';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@kernel';
import { useEffect, useState } from 'react';
import { rgApi } from '../api/rg';
import { PERIOD_TEXT, rgErrorText } from '../lib/rg-text';
import styles from '../rg.module.css';

export function HistorySection() {
  const { i18n } = useLingui();
  const { money, shortDate } = useFormat();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    rgApi.history(period).then(
      (h) => live && setHistory(h),
      (e: unknown) => live && setError(rgErrorText(i18n, e)),
    );
    return () => {
      live = false;
    };
  }, [period, i18n]);
  return (
    <section className={styles.section} id="rg-history" data-testid="rg-history">
      <h2>
        <Trans>History of play</Trans>
      </h2>
      <div className={styles.tabs} role="tablist">
        {LIMIT_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" className={styles.tab} aria-selected={p === period} onClick={() => setPeriod(p)}>
            {i18n._(PERIOD_TEXT[p])}
          </button>
        ))}
      </div>
      {error && <p className={styles.hint}>{error}</p>}
      {history && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>
                <Trans>Until</Trans>
              </th>
              <th>
                <Trans>Deposits</Trans>
              </th>
              <th>
                <Trans>Staked</Trans>
              </th>
              <th>
                <Trans>Net result</Trans>
              </th>
              <th>
                <Trans>Minutes</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.rows.map((r) => (
              <tr key={r.to}>
                <td>{shortDate(r.to)}</td>
                <td>{money(r.deposits)}</td>
                <td>{money(r.wagered)}</td>
                <td>{money(r.net)}</td>
                <td>{r.minutesPlayed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
