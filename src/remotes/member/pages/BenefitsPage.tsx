/**
 * VIP benefits (/m/member/benefits, VIPBEN3): the brand's ranks and their benefits and, with a
 * session, the player's rank and progress: the bar is the spec's vipProgress from the rank-progress
 * call (refreshed on opening), the figures toward the next rank come from the ledger; the benefits
 * the pay run paid (server/member/benefits.ts) and when the current rebate period ends.
 */
import { ACCOUNT_CALLS } from '@contracts/account/calls';
import { RankProgressValueSchema } from '@contracts/account/member';
import type { VipBenefitsValue, VipRank, VipValue } from '@contracts/member/vip';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiRequest, ErrorView, isLoggedInAtom, rankProgressAtom, Skeleton, useFormat, vipProgressAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { calendarMinute } from '@contracts/format';
import { vipApi } from '../api/vip';
import styles from '../vip.module.css';

function Benefits({ rank, value }: { rank: VipRank; value: VipValue }) {
  const b = rank.benefits;
  const { money } = useFormat();
  const m = (n: number) => money(n, value.currency);
  return (
    <dl className={styles.figures}>
      <dt>
        <Trans>Needs deposits</Trans>
      </dt>
      <dd>{m(rank.deposits)}</dd>
      <dt>
        <Trans>Needs turnover</Trans>
      </dt>
      <dd>{m(rank.turnover)}</dd>
      <dt>
        <Trans>Rebate on stakes</Trans>
      </dt>
      <dd>{b.rebatePercent}%</dd>
      <dt>
        <Trans>Birthday bonus</Trans>
      </dt>
      <dd>{b.birthdayBonus > 0 ? m(b.birthdayBonus) : '-'}</dd>
      <dt>
        <Trans>Upgrade bonus</Trans>
      </dt>
      <dd>{b.upgradeBonus > 0 ? m(b.upgradeBonus) : '-'}</dd>
    </dl>
  );
}

/** What the pay run paid the player, and the rebate period running now. */
function Paid({ value, benefits }: { value: VipValue; benefits: VipBenefitsValue }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const m = (n: number) => money(n, value.currency);
  const rank = value.ranks.find((r) => r.labelId === value.labelId);
  const percent = rank?.benefits.rebatePercent ?? 0;
  const kindName = { upgrade: t`Upgrade bonus`, rebate: t`Rebate`, birthday: t`Birthday bonus` } as const;
  const { rebate } = benefits;
  return (
    <section className={styles.card} data-testid="vip-paid">
      <h2>
        <Trans>Your benefits</Trans>
      </h2>
      <dl className={styles.figures}>
        <dt>{rebate.period === 'day' ? <Trans>Today's valid turnover</Trans> : <Trans>This week's valid turnover</Trans>}</dt>
        <dd data-testid="vip-rebate-turnover">{m(rebate.turnover)}</dd>
        <dt>
          <Trans>Rebate at {percent}%</Trans>
        </dt>
        <dd>{m(Math.floor((rebate.turnover * Math.round(percent * 10_000)) / 1_000_000))}</dd>
        <dt>
          <Trans>Rebate period ends</Trans>
        </dt>
        <dd data-testid="vip-rebate-ends">{calendarMinute(rebate.periodEnd)}</dd>
      </dl>
      <p className={styles.muted}>
        <Trans>Before a withdrawal, stake {benefits.turnoverMultiple}× each VIP bonus.</Trans>
      </p>
      {benefits.payments.length === 0 ? (
        <p className={styles.muted} data-testid="vip-paid-none">
          <Trans>No benefits paid yet.</Trans>
        </p>
      ) : (
        <ul className={styles.payments} data-testid="vip-payments">
          {benefits.payments.map((x) => (
            <li key={`${x.kind}-${x.paidAt}-${x.labelId}`} data-testid={`vip-payment-${x.kind}`} data-label-id={x.labelId}>
              <span>
                {kindName[x.kind]} · {x.labelId}
                <span className={styles.muted}> {calendarMinute(x.paidAt)}</span>
              </span>
              <strong data-testid="vip-payment-amount">{x.withheld ? <Trans>Withheld (responsible gambling)</Trans> : m(x.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Standing({ value }: { value: VipValue }) {
  const { t } = useLingui();
  const progress = useAtomValue(vipProgressAtom);
  const next = value.ranks.find((r) => r.labelId === value.nextLabelId);
  const percent = Math.round(progress * 100);
  const { money } = useFormat();
  const m = (n: number) => money(n, value.currency);
  return (
    <section className={`${styles.card} ${styles.current}`} data-testid="vip-standing" data-label-id={value.labelId ?? ''}>
      <h2>
        <Trans>Your level: {value.labelId ?? '-'}</Trans>
      </h2>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-label={t`VIP progress`}
        data-testid="vip-benefits-progress"
        data-progress={percent}
      >
        {percent}%
      </progress>
      {next ? (
        <dl className={styles.figures}>
          <dt>
            <Trans>Deposits toward {next.labelId}</Trans>
          </dt>
          <dd data-testid="vip-deposits">
            {m(value.figures.deposits)} / {m(next.deposits)}
          </dd>
          <dt>
            <Trans>Turnover toward {next.labelId}</Trans>
          </dt>
          <dd data-testid="vip-turnover">
            {m(value.figures.turnover)} / {m(next.turnover)}
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>
          <Trans>You have reached the highest level.</Trans>
        </p>
      )}
    </section>
  );
}

export default function BenefitsPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setRank = useSetAtom(rankProgressAtom);
  const [value, setValue] = useState<VipValue | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    vipApi.overview().then(setValue, () => setFailed(true));
    if (loggedIn) {
      const def = ACCOUNT_CALLS.rankProgress;
      apiRequest(def.path, { method: def.method, schema: RankProgressValueSchema }).then(setRank, () => {});
    }
  }, [loggedIn, setRank]);
  useEffect(load, [load]);
  if (failed) return <ErrorView onRetry={load} />;
  if (!value) return <Skeleton lines={6} />;
  return (
    <div className={styles.page} data-testid="page-memberBenefits">
      {loggedIn && value.labelId !== null && <Standing value={value} />}
      {loggedIn && value.labelId !== null && value.benefits && <Paid value={value} benefits={value.benefits} />}
      <ul className={styles.list} data-testid="vip-ranks">
        {value.ranks.map((rank) => (
          <li
            key={rank.labelId}
            className={`${styles.card} ${rank.labelId === value.labelId ? styles.current : ''}`}
            data-testid={`vip-rank-${rank.labelId}`}
          >
            <div className={styles.head}>
              <h3>
                {rank.labelId} · {rank.name}
              </h3>
              {rank.labelId === value.labelId && (
                <span className={styles.tag}>
                  <Trans>Your level</Trans>
                </span>
              )}
            </div>
            <Benefits rank={rank} value={value} />
          </li>
        ))}
      </ul>
    </div>
  );
}
