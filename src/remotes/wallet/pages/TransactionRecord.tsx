/**
 * `/m/transaction/record`: every posting on the player's wallets, by transaction code and date, paged;
 * each with the balance after it (the main wallet's) and, for the funds held for a withdrawal or a
 * game wallet, that wallet's. The transaction types come from the server: when they fail to load,
 * the filter offers "All" and says so beside it, with Retry.
 */
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { noDataMessage, useFormat, useLoad } from '@kernel';
import { useState } from 'react';
import { fetchMemberTransactions, fetchTxCodes } from '../api/records';
import { Loadable } from '../components/Loadable';
import { LoadFailure } from '../components/LoadFailure';
import { Pager } from '../components/Pager';
import { DateFilter, rangeQuery } from '../components/records/DateFilter';
import { TX_CODE_TEXT } from '../components/records/tx-codes';
import { useLoadFor } from '../lib/use-load-for';
import styles from '../wallet.module.css';

export default function TransactionRecord() {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money, dateTime: when } = useFormat();
  const [days, setDays] = useState(6);
  const [txCode, setTxCode] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const codes = useLoad(fetchTxCodes, []);
  const page = useLoadFor({ days, txCode, pageNo }, () => fetchMemberTransactions({ ...rangeQuery(days), txCode, pageNo, pageSize: 20 }));
  return (
    <div className={styles.page} data-testid="transaction-record-page">
      <div className={styles.card}>
        <DateFilter
          days={days}
          onChange={(d) => {
            setDays(d);
            setPageNo(1);
          }}
        />
        <label className={styles.field}>
          <span>{t`Transaction type`}</span>
          <select
            value={txCode}
            onChange={(e) => {
              setTxCode(e.target.value);
              setPageNo(1);
            }}
            data-testid="tx-code-filter"
          >
            <option value="">{t`All`}</option>
            {(codes.data ?? []).map((c) => (
              <option key={c.txCode} value={c.txCode}>
                {i18n._(TX_CODE_TEXT[c.txCode])}
              </option>
            ))}
          </select>
        </label>
        <LoadFailure state={codes} testId="tx-codes" />
      </div>
      <Loadable state={page} testId="transactions">
        {(p) =>
          p.list.length === 0 ? (
            <p className={styles.empty} data-testid="transactions-empty">
              {i18n._(noDataMessage)}
            </p>
          ) : (
            <section className={styles.card}>
              <ul className={styles.list} data-testid="transactions">
                {p.list.map((r) => (
                  <li key={r.id} data-testid="transaction-row" data-code={r.txCode}>
                    <span>
                      {i18n._(TX_CODE_TEXT[r.txCode])}
                      <br />
                      <small className={styles.muted}>
                        {when(r.createdAt)}
                        {r.remark ? ` · ${r.remark}` : ''}
                      </small>
                    </span>
                    <span style={{ textAlign: 'end' }}>
                      <span className={`${styles.amount} ${r.amount > 0 ? styles.plus : styles.minus}`}>
                        {r.amount > 0 ? '+' : ''}
                        {money(r.amount)}
                      </span>
                      <br />
                      <small className={styles.muted} data-testid="transaction-balance">{t`Balance ${money(r.balanceAfter)}`}</small>
                      {r.walletCode !== 'MAIN' && (
                        <>
                          <br />
                          <small className={styles.muted} data-testid="transaction-wallet">
                            {r.walletCode === 'LOCKED'
                              ? t`Held for withdrawal ${money(r.walletBalanceAfter)}`
                              : t`${r.walletCode} wallet ${money(r.walletBalanceAfter)}`}
                          </small>
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <Pager pageNo={p.pageNo} totalPages={p.totalPages} onPage={setPageNo} testId="transactions-pager" />
            </section>
          )
        }
      </Loadable>
    </div>
  );
}
