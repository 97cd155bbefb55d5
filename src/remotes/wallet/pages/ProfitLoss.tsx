/** `/m/profitLoss` (PERSPNL3): the player's own result over a period: bets, stakes, wins, the net, per game type. */
import type { ProfitLossPeriod } from '@contracts/wallet/profit-loss';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { noDataMessage, useFormat } from '@kernel';
import { useState } from 'react';
import { fetchProfitLoss } from '../api/records';
import { Loadable } from '../components/Loadable';
import { gameTypeText } from '../components/records/game-types';
import { useLoadFor } from '../lib/use-load-for';
import styles from '../wallet.module.css';

const PERIODS: { period: ProfitLossPeriod; title: MessageDescriptor }[] = [
  { period: 'today', title: msg`Today` },
  { period: 'yesterday', title: msg`Yesterday` },
  { period: 'week', title: msg`7 days` },
  { period: 'month', title: msg`30 days` },
];

export default function ProfitLoss() {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money } = useFormat();
  const [period, setPeriod] = useState<ProfitLossPeriod>('today');
  const result = useLoadFor({ period }, () => fetchProfitLoss(period));
  const signed = (n: number) => (n > 0 ? `+${money(n)}` : money(n));
  const tone = (n: number) => `${styles.amount} ${n > 0 ? styles.plus : n < 0 ? styles.minus : ''}`;
  return (
    <div className={styles.page} data-testid="profit-loss-page">
      <div className={styles.card}>
        <fieldset className={styles.tabs} aria-label={t`Period`} data-testid="pnl-period">
          {PERIODS.map((p) => (
            <button
              key={p.period}
              type="button"
              className={styles.tab}
              aria-pressed={p.period === period}
              onClick={() => setPeriod(p.period)}
              data-testid={`pnl-${p.period}`}
            >
              {i18n._(p.title)}
            </button>
          ))}
        </fieldset>
      </div>
      <Loadable state={result} testId="pnl">
        {(r) => (
          <>
            <section className={styles.card} data-testid="pnl-totals">
              <div className={styles.row}>
                <span>{t`Net result`}</span>
                <strong data-testid="pnl-net" className={tone(r.net)}>
                  {signed(r.net)}
                </strong>
              </div>
              <div className={styles.row}>
                <span>{t`Bets settled`}</span>
                <span data-testid="pnl-bets">{r.bets}</span>
              </div>
              <div className={styles.row}>
                <span>{t`Total stake`}</span>
                <span data-testid="pnl-stake" className={styles.amount}>
                  {money(r.stake)}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t`Total win`}</span>
                <span data-testid="pnl-win" className={styles.amount}>
                  {money(r.win)}
                </span>
              </div>
              {r.open > 0 && <p className={styles.muted} data-testid="pnl-open">{t`${r.open} bets not settled yet are not counted`}</p>}
            </section>
            {r.byType.length === 0 ? (
              <p className={styles.empty} data-testid="pnl-empty">
                {i18n._(noDataMessage)}
              </p>
            ) : (
              <section className={styles.card}>
                <h2 style={{ fontSize: '1rem', margin: 0 }}>{t`By game type`}</h2>
                <ul className={styles.list} data-testid="pnl-by-type">
                  {r.byType.map((g) => (
                    <li key={g.gameType} data-testid={`pnl-type-${g.gameType}`}>
                      <span>
                        {gameTypeText(i18n, g.gameType)}
                        <br />
                        <small className={styles.muted}>{t`${g.bets} bets · stake ${money(g.stake)} · win ${money(g.win)}`}</small>
                      </span>
                      <strong className={tone(g.net)}>{signed(g.net)}</strong>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p className={styles.muted}>{t`Settled bets only; refunded stakes are left out. The days are the site's days.`}</p>
          </>
        )}
      </Loadable>
    </div>
  );
}
