/**
 * The brand's report: a range of days (UTC), the day-by-day figures with totals, two charts (money
 * in and out; GGR and NGR), play by vendor and game type, and CSV downloads of both tables.
 * Definitions of every figure: docs/console.md (Reports).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api, query } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import { brandAtom } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { useCount, useMoney } from '../cashier/money';
import { BarChart } from './BarChart';
import { type DayFigures, Report } from './schemas';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

type Figure = { key: keyof DayFigures; label: string; money: boolean };

export function ReportsPage() {
  const { t } = useLingui();
  const tenant = useAtomValue(brandAtom);
  const today = dayOf(new Date());
  const [from, setFrom] = useState(dayOf(new Date(Date.now() - 6 * DAY_MS)));
  const [to, setTo] = useState(today);
  const [asked, setAsked] = useState({ from, to });
  const report = useLoad(
    async () => (tenant ? api('GET', `/tenants/${tenant}/reports/daily${query(asked)}`, Report) : null),
    [tenant, asked],
  );
  const r = report.value;
  const money = useMoney(r?.currency);
  const count = useCount();
  const figures: Figure[] = [
    { key: 'deposits', label: t`Deposits`, money: true },
    { key: 'depositCount', label: t`Deposits (count)`, money: false },
    { key: 'withdrawals', label: t`Withdrawals`, money: true },
    { key: 'withdrawalCount', label: t`Withdrawals (count)`, money: false },
    { key: 'stakes', label: t`Stakes`, money: true },
    { key: 'wins', label: t`Wins`, money: true },
    { key: 'ggr', label: t`GGR`, money: true },
    { key: 'bonuses', label: t`Bonuses`, money: true },
    { key: 'adjustments', label: t`Adjustments`, money: true },
    { key: 'ngr', label: t`NGR`, money: true },
    { key: 'activePlayers', label: t`Active players`, money: false },
    { key: 'newPlayers', label: t`New players`, money: false },
  ];
  const cell = (d: DayFigures, c: Figure) => {
    const value = d[c.key];
    return typeof value === 'number' ? (c.money ? money(value) : count(value)) : value;
  };
  const csv = (table: 'days' | 'breakdown') =>
    tenant && r ? `/console/api/tenants/${tenant}/reports/daily.csv${query({ from: r.from, to: r.to, table })}` : '#';

  if (!tenant) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <section>
      <h1>
        <Trans>Reports</Trans>
      </h1>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ from, to });
        }}
      >
        <label>
          <Trans>From</Trans>
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} data-testid="report-from" />
        </label>
        <label>
          <Trans>To</Trans>
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} data-testid="report-to" />
        </label>
        <button type="submit" className="align-end" data-testid="report-show">
          <Trans>Show</Trans>
        </button>
      </form>
      {report.error && (
        <p role="alert" className="error">
          {report.error}
        </p>
      )}
      {r && (
        <>
          <p className="small" data-testid="report-zone">
            <Trans>
              Days are calendar days in {r.timeZone}. Amounts in {r.currency.code}.
            </Trans>
          </p>
          <div className="columns">
            <BarChart
              title={t`Deposits and withdrawals per day`}
              days={r.days.map((d) => d.day)}
              format={money}
              series={[
                { key: 'deposits', label: t`Deposits`, colour: '#0b5cad', values: r.days.map((d) => d.deposits) },
                { key: 'withdrawals', label: t`Withdrawals`, colour: '#a4161a', values: r.days.map((d) => d.withdrawals) },
              ]}
            />
            <BarChart
              title={t`GGR and NGR per day`}
              days={r.days.map((d) => d.day)}
              format={money}
              series={[
                { key: 'ggr', label: t`GGR`, colour: '#1b6e34', values: r.days.map((d) => d.ggr) },
                { key: 'ngr', label: t`NGR`, colour: '#6b4c9a', values: r.days.map((d) => d.ngr) },
              ]}
            />
          </div>
          <section className="card" aria-labelledby="days-title">
            <div className="row">
              <h2 id="days-title">
                <Trans>By day</Trans>
              </h2>
              <a href={csv('days')} download data-testid="csv-days">
                <Trans>Download CSV</Trans>
              </a>
            </div>
            <DataTable
              testId="report-days"
              labelledBy="days-title"
              rows={r.days}
              rowKey={(d) => d.day}
              footer={r.totals}
              columns={[
                { header: <Trans>Day</Trans>, rowHeader: true, cell: (d) => d.day, footer: <Trans>Total</Trans> },
                ...figures.map((c) => ({ header: c.label, className: 'num', cell: (d: DayFigures) => cell(d, c) })),
              ]}
            />
          </section>
          <section className="card" aria-labelledby="breakdown-title">
            <div className="row">
              <h2 id="breakdown-title">
                <Trans>By vendor and game type</Trans>
              </h2>
              <a href={csv('breakdown')} download data-testid="csv-breakdown">
                <Trans>Download CSV</Trans>
              </a>
            </div>
            <DataTable
              testId="report-breakdown"
              labelledBy="breakdown-title"
              rows={r.breakdown}
              rowKey={(b) => `${b.vendor}-${b.gameType}`}
              columns={[
                { header: <Trans>Vendor</Trans>, cell: (b) => b.vendor },
                { header: <Trans>Game type</Trans>, cell: (b) => b.gameType },
                { header: <Trans>Bets</Trans>, className: 'num', cell: (b) => count(b.bets) },
                { header: <Trans>Players</Trans>, className: 'num', cell: (b) => count(b.players) },
                { header: <Trans>Stakes</Trans>, className: 'num', cell: (b) => money(b.stakes) },
                { header: <Trans>Wins</Trans>, className: 'num', cell: (b) => money(b.wins) },
                { header: <Trans>GGR</Trans>, className: 'num', cell: (b) => money(b.ggr) },
              ]}
            />
          </section>
        </>
      )}
    </section>
  );
}
