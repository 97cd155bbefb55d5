/**
 * `/m/agent/home`: the agent's profile, team KPIs (AGEINFO3: today, this week, this month, the
 * team and the current daily salary), shortcuts, and agent announcements (AGEANNOUNCE3).
 */
import type { Figures, TeamKpi } from '@contracts/agent/agent';
import { paths, type RouteKey, useFlag, useFormat, useLoad } from '@kernel';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../agent.module.css';
import { Loadable } from '../components/Loadable';
import { agentApi } from '../api/agent';
import { plainText } from '../lib/plain-text';

const PERIODS = [
  { key: 'TeamKPIA', title: msg`Today` },
  { key: 'TeamKPIB', title: msg`This week` },
  { key: 'TeamKPIC', title: msg`This month` },
] as const;

function FiguresView({ f, testId }: { f: Figures; testId: string }) {
  const { money } = useFormat();
  return (
    <div className={styles.kpis} data-testid={testId}>
      <div className={styles.kpi}>
        <span>
          <Trans>Turnover</Trans>
        </span>
        <span className={styles.amount} data-testid={`${testId}-turnover`}>
          {money(f.turnover)}
        </span>
      </div>
      <div className={styles.kpi}>
        <span>
          <Trans>Deposits</Trans>
        </span>
        <span className={styles.amount} data-testid={`${testId}-deposits`}>
          {money(f.deposits)}
        </span>
      </div>
      <div className={styles.kpi}>
        <span>
          <Trans>Players' net win</Trans>
        </span>
        <span className={styles.amount} data-testid={`${testId}-netwin`}>
          {money(f.netWin)}
        </span>
      </div>
      <div className={styles.kpi}>
        <span>
          <Trans>Active players</Trans>
        </span>
        <span className={styles.amount} data-testid={`${testId}-active`}>
          {f.activePlayers}
        </span>
      </div>
      <div className={styles.kpi}>
        <span>
          <Trans>New members</Trans>
        </span>
        <span className={styles.amount}>{f.newMembers}</span>
      </div>
    </div>
  );
}

function Kpis({ kpi }: { kpi: TeamKpi }) {
  const { money, basisPoints } = useFormat();
  const { i18n } = useLingui();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['key']>('TeamKPIA');
  const s = kpi.CurrentDailySalary;
  return (
    <>
      <section className={styles.card} data-testid="agent-kpi">
        <h2>
          <Trans>Team performance</Trans>
        </h2>
        <div className={styles.tabs} role="tablist">
          {PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={period === p.key}
              onClick={() => setPeriod(p.key)}
              data-testid={`agent-kpi-tab-${p.key}`}
            >
              {i18n._(p.title)}
            </button>
          ))}
        </div>
        <FiguresView f={kpi[period]} testId="agent-kpi-figures" />
      </section>
      <section className={styles.card} data-testid="agent-team">
        <h2>
          <Trans>My team</Trans>
        </h2>
        <div className={styles.kpis}>
          <div className={styles.kpi}>
            <span>
              <Trans>Direct downlines</Trans>
            </span>
            <span className={styles.amount} data-testid="agent-team-direct">
              {kpi.Subordinate.direct}
            </span>
          </div>
          <div className={styles.kpi}>
            <span>
              <Trans>Whole team</Trans>
            </span>
            <span className={styles.amount} data-testid="agent-team-total">
              {kpi.Subordinate.total}
            </span>
          </div>
          <div className={styles.kpi}>
            <span>
              <Trans>Sub-agents</Trans>
            </span>
            <span className={styles.amount}>{kpi.Subordinate.agents}</span>
          </div>
          <div className={styles.kpi}>
            <span>
              <Trans>Players</Trans>
            </span>
            <span className={styles.amount}>{kpi.Subordinate.players}</span>
          </div>
        </div>
      </section>
      <section className={styles.card} data-testid="agent-salary">
        <h2>
          <Trans>Current daily salary</Trans>
        </h2>
        {s.rate === null ? (
          <p className={styles.muted}>
            <Trans>No active daily salary contract</Trans>
          </p>
        ) : (
          <>
            <div className={styles.row}>
              <span>
                <Trans>Rate</Trans>
              </span>
              <span className={styles.amount}>{basisPoints(s.rate)}</span>
            </div>
            <div className={styles.row}>
              <span>
                <Trans>Estimated for today</Trans>
              </span>
              <span className={styles.amount} data-testid="agent-salary-estimate">
                {money(s.estimate)}
              </span>
            </div>
            <div className={styles.row}>
              <span>
                <Trans>Paid for yesterday</Trans>
              </span>
              <span className={styles.amount}>{money(s.lastPaid)}</span>
            </div>
          </>
        )}
      </section>
    </>
  );
}

const SHORTCUTS: { route: RouteKey; flag?: 'AGEDOWNMAN3' | 'AFFMAN3' }[] = [
  { route: 'agentDownlines', flag: 'AGEDOWNMAN3' },
  { route: 'agentReferral', flag: 'AFFMAN3' },
  { route: 'salaryContract' },
  { route: 'dividendContract' },
  { route: 'hourContract' },
];

export default function AgentHome() {
  const { basisPoints, date } = useFormat();
  const { i18n } = useLingui();
  const kpiOn = useFlag('AGEINFO3');
  const announceOn = useFlag('AGEANNOUNCE3');
  const downlinesOn = useFlag('AGEDOWNMAN3');
  const affiliateOn = useFlag('AFFMAN3');
  const home = useLoad(agentApi.home, []);
  const kpi = useLoad(() => (kpiOn ? agentApi.kpi() : Promise.resolve(null)), [kpiOn]);
  const on = { AGEDOWNMAN3: downlinesOn, AFFMAN3: affiliateOn };
  return (
    <div className={styles.page} data-testid="agent-home">
      <Loadable state={home} testId="agent-home-profile" lines={2}>
        {({ profile }) => (
          <section className={styles.card} data-testid="agent-profile">
            <div className={styles.row}>
              <h2 data-testid="agent-profile-name">{profile.username}</h2>
              <span className={styles.status}>
                <Trans>Level {profile.level}</Trans>
              </span>
            </div>
            <div className={styles.row}>
              <span>
                <Trans>My rebate</Trans>
              </span>
              <span className={styles.amount} data-testid="agent-profile-rebate">
                {basisPoints(profile.rebate)}
              </span>
            </div>
            <div className={styles.row}>
              <span>
                <Trans>Sub-agent quota</Trans>
              </span>
              <span className={styles.amount}>
                {profile.quotaUsed} / {profile.quota}
              </span>
            </div>
            {profile.upline && (
              <div className={styles.row}>
                <span>
                  <Trans>Upline</Trans>
                </span>
                <span>{profile.upline}</span>
              </div>
            )}
          </section>
        )}
      </Loadable>
      <nav className={styles.shortcuts} aria-label={i18n._(msg`Agent shortcuts`)}>
        {SHORTCUTS.filter((s) => !s.flag || on[s.flag]).map((s) => (
          <Link key={s.route} to={paths[s.route].path} className={styles.shortcut} data-testid={`agent-shortcut-${s.route}`}>
            {i18n._(paths[s.route].title)}
          </Link>
        ))}
      </nav>
      {kpiOn && (
        <Loadable state={kpi} testId="agent-kpi">
          {(k) => (k ? <Kpis kpi={k} /> : null)}
        </Loadable>
      )}
      {announceOn && home.data && (
        <section className={styles.card} data-testid="agent-announcements">
          <h2>
            <Trans>Agent announcements</Trans>
          </h2>
          {home.data.announcements.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No announcement</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {home.data.announcements.map((a) => (
                <li key={a.id} data-testid="agent-announcement">
                  <div className={styles.row}>
                    <strong>{a.title}</strong>
                    <span className={styles.muted}>{date(a.startDate)}</span>
                  </div>
                  <span className={styles.muted}>{plainText(a.content)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
