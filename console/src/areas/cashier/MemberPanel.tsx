/**
 * A member's context beside a decision: balances, the withdrawal turnover rule, responsible-gambling
 * state (exclusion in force, limits and what they used: a deposit limit's usage as the limit check counts
 * it, open requests included), account lock and the latest movements.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { labelOf } from './labels';
import { useMoney } from './money';
import type { MemberContext } from './schemas';

/** One term and its value of a description list (a `div` group, as the list allows). */
export function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function MemberPanel({ context, headingId }: { context: MemberContext; headingId: string }) {
  const { i18n, t } = useLingui();
  const money = useMoney(context.currency);
  const when = useDateTime();
  const { balances, turnover, rg } = context;
  return (
    <div data-testid="member-context">
      <h3 id={headingId}>
        <Trans>Member {context.username}</Trans>
      </h3>
      {context.locked && (
        <p className="error" data-testid="member-locked">
          <Trans>The account is locked.</Trans>
        </p>
      )}
      {rg.exclusion && (
        <p className="error" data-testid="member-excluded">
          {labelOf(i18n, rg.exclusion.kind)} · <Trans>until {when(rg.exclusion.endsAt)}</Trans>
        </p>
      )}
      <dl className="facts">
        <Fact label={t`Main wallet`} testId="context-main">
          {money(balances.main)}
        </Fact>
        <Fact label={t`Locked for withdrawals`}>{money(balances.locked)}</Fact>
        {Object.entries(balances.vendors).map(([vendor, amount]) => (
          <Fact key={vendor} label={t`Game wallet ${vendor}`}>
            {money(amount)}
          </Fact>
        ))}
        <Fact label={t`Turnover required / done`}>
          {money(turnover.required)} / {money(turnover.done)}
        </Fact>
        <Fact label={t`Turnover left before a withdrawal`} testId="context-turnover-left">
          {money(turnover.remaining)}
        </Fact>
      </dl>
      {rg.limits.length > 0 && (
        <DataTable
          caption={<Trans>Responsible-gambling limits</Trans>}
          rows={rg.limits}
          rowKey={(l) => `${l.kind}-${l.period}`}
          columns={[
            { header: <Trans>Limit</Trans>, cell: (l) => `${labelOf(i18n, l.kind)} ${labelOf(i18n, l.period)}` },
            { header: <Trans>Amount</Trans>, cell: (l) => (l.rule.current === null ? '—' : money(l.rule.current)) },
            { header: <Trans>Used</Trans>, cell: (l) => money(l.used) },
          ]}
        />
      )}
      {rg.limits.some((l) => l.kind === 'deposit') && (
        <p className="small" data-testid="context-deposit-limit-note">
          <Trans>A deposit limit's usage counts credited deposits and open requests (pending, not expired), as the limit check does.</Trans>
        </p>
      )}
      <DataTable
        caption={<Trans>Latest movements</Trans>}
        rows={context.recent}
        rowKey={(m) => m.transactionId}
        columns={[
          { header: <Trans>When</Trans>, cell: (m) => when(m.at) },
          { header: <Trans>What</Trans>, cell: (m) => labelOf(i18n, m.code) },
          { header: <Trans>Amount</Trans>, cell: (m) => money(m.amount), className: 'num' },
        ]}
      />
    </div>
  );
}
