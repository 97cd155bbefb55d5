/** `/m/gameRecord`: betting records by date and game type, paged, with totals, detail and cancel. */
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { noDataMessage, useFormat } from '@kernel';
import { useState } from 'react';
import { fetchOrders } from '../api/records';
import { Loadable } from '../components/Loadable';
import { Pager } from '../components/Pager';
import { DateFilter, rangeQuery } from '../components/records/DateFilter';
import { gameTypeText, RECORD_GAME_TYPES } from '../components/records/game-types';
import { OrderDetail } from '../components/records/OrderDetail';
import { Status } from '../components/Status';
import { useLoadFor } from '../lib/use-load-for';
import styles from '../wallet.module.css';

export default function GameRecord() {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money, dateTime: when } = useFormat();
  const [days, setDays] = useState(6);
  const [gameType, setGameType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  // the game names come in the request's language: a language change loads them again
  const page = useLoadFor({ days, gameType, pageNo, locale: i18n.locale }, () =>
    fetchOrders({ ...rangeQuery(days), gameType, pageNo, pageSize: 20 }),
  );
  return (
    <div className={styles.page} data-testid="game-record-page">
      <div className={styles.card}>
        <DateFilter
          days={days}
          onChange={(d) => {
            setDays(d);
            setPageNo(1);
          }}
        />
        <label className={styles.field}>
          <span>{t`Game type`}</span>
          <select
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value);
              setPageNo(1);
            }}
            data-testid="game-type-filter"
          >
            <option value="">{t`All`}</option>
            {RECORD_GAME_TYPES.map((g) => (
              <option key={g} value={g}>
                {gameTypeText(i18n, g)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loadable state={page} testId="orders">
        {(p) =>
          p.list.length === 0 ? (
            <p className={styles.empty} data-testid="orders-empty">
              {i18n._(noDataMessage)}
            </p>
          ) : (
            <section className={styles.card}>
              <div className={styles.row} data-testid="orders-totals">
                <span>{t`Stake ${money(p.totalStake)}`}</span>
                <span>{t`Win ${money(p.totalWin)}`}</span>
              </div>
              <ul className={styles.list}>
                {p.list.map((o) => (
                  <li key={o.orderId}>
                    <button
                      type="button"
                      className={styles.ghost}
                      style={{ flex: 1, textAlign: 'start', border: 0, padding: 0 }}
                      onClick={() => setOpen(o.orderId)}
                      data-testid={`order-${o.orderId}`}
                    >
                      <span data-testid={`record-game-${o.orderId}`}>{o.gameName}</span>
                      <br />
                      <small className={styles.muted}>
                        {o.vendorName} · {gameTypeText(i18n, o.gameType)}
                      </small>
                      <br />
                      <small className={styles.muted}>
                        {when(o.createdAt)} · {t`Stake ${money(o.stake)}`}
                      </small>
                    </button>
                    <span style={{ textAlign: 'end' }}>
                      <Status status={o.status} testId={`order-status-${o.orderId}`} />
                      <br />
                      {o.status === 'settled' && (
                        <span className={`${styles.amount} ${o.profit >= 0 ? styles.plus : styles.minus}`}>{money(o.profit)}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <Pager pageNo={p.pageNo} totalPages={p.totalPages} onPage={setPageNo} testId="orders-pager" />
            </section>
          )
        }
      </Loadable>
      {open !== null && <OrderDetail orderId={open} onClose={() => setOpen(null)} onChanged={page.reload} />}
    </div>
  );
}
