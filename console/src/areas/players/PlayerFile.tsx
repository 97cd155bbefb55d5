/**
 * A member's file: who they are, the money context (balances, turnover, limits, exclusion), the
 * lifetime totals, lock or unlock with a reason, a balance adjustment with a reason, the ledger and
 * betting records a page at a time, sessions and the responsible-gambling history.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as v from 'valibot';
import { api, query } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { PagedTable } from '../../app/PagedTable';
import { PageNumbers, Pager } from '../../app/Pager';
import { pageCount, usePageTrail } from '../../app/paging';
import { allowed, meAtom } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { labelOf } from '../cashier/labels';
import { Fact, MemberPanel } from '../cashier/MemberPanel';
import { amountOf, type Currency, useMoney } from '../cashier/money';
import { AdjustResult, BetPage, LedgerPage, LockResult, Profile } from './schemas';

const newKey = () => crypto.randomUUID();

function LockForm({ tenant, profile, onDone }: { tenant: string; profile: Profile; onDone: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const action = profile.locked ? 'unlock' : 'lock';
  async function submit() {
    try {
      const r = await api('POST', `/tenants/${tenant}/players/${profile.memberId}/${action}`, LockResult, { reason });
      setMessage({ ok: true, text: r.locked ? t`The account is locked and its sessions ended.` : t`The account is unlocked.` });
      setReason('');
      onDone();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  }
  return (
    <form
      className="card"
      aria-labelledby="lock-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="lock-title">{profile.locked ? t`Unlock the account` : t`Lock the account`}</h2>
      <label>
        <Trans>Reason (kept in the audit log)</Trans>
        <input value={reason} required maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid="lock-reason" />
      </label>
      <button type="submit" className={profile.locked ? '' : 'danger'} data-testid="lock-submit">
        {profile.locked ? t`Unlock` : t`Lock`}
      </button>
      {message && (
        <p role="status" className={message.ok ? 'ok' : 'error'} data-testid="lock-outcome">
          {message.text}
        </p>
      )}
    </form>
  );
}

function AdjustForm({ tenant, profile, currency, onDone }: { tenant: string; profile: Profile; currency: Currency; onDone: () => void }) {
  const { t } = useLingui();
  const money = useMoney(currency);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit() {
    const minor = amountOf(amount, currency);
    if (minor === null) {
      setMessage({ ok: false, text: t`Give a positive amount of ${currency.code}.` });
      return;
    }
    setBusy(true);
    try {
      const r = await api('POST', `/tenants/${tenant}/players/${profile.memberId}/adjust`, AdjustResult, {
        amount: direction === 'credit' ? minor : -minor,
        reason,
        idempotencyKey: key,
      });
      setMessage({ ok: true, text: t`Adjusted: the main wallet holds ${money(r.main)} (transaction #${r.transactionId}).` });
      setAmount('');
      setReason('');
      setKey(newKey());
      onDone();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="card"
      aria-labelledby="adjust-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="adjust-title">
        <Trans>Adjust the balance</Trans>
      </h2>
      <div className="row">
        <label>
          <Trans>Direction</Trans>
          <select
            value={direction}
            onChange={(e) => setDirection(e.target.value === 'debit' ? 'debit' : 'credit')}
            data-testid="adjust-direction"
          >
            <option value="credit">{t`Credit the main wallet`}</option>
            <option value="debit">{t`Debit the main wallet`}</option>
          </select>
        </label>
        <label>
          <Trans>Amount ({currency.code})</Trans>
          <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="adjust-amount" />
        </label>
        <label className="grow">
          <Trans>Reason (written into the ledger)</Trans>
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="adjust-reason" />
        </label>
      </div>
      <button type="submit" disabled={busy} data-testid="adjust-submit">
        <Trans>Post the adjustment</Trans>
      </button>
      {message && (
        <p role="status" className={message.ok ? 'ok' : 'error'} data-testid="adjust-outcome">
          {message.text}
        </p>
      )}
    </form>
  );
}

function LedgerCard({ tenant, memberId, currency, version }: { tenant: string; memberId: number; currency: Currency; version: number }) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const when = useDateTime();
  const trail = usePageTrail<number>();
  const page = useLoad(
    () =>
      api(
        'GET',
        `/tenants/${tenant}/players/${memberId}/ledger${query({ limit: '20', before: trail.cursor === undefined ? undefined : String(trail.cursor) })}`,
        LedgerPage,
      ),
    [tenant, memberId, trail.cursor, version],
  );
  return (
    <section className="card" aria-labelledby="ledger-title">
      <h2 id="ledger-title">
        <Trans>Ledger</Trans>
      </h2>
      <PagedTable
        testId="ledger-table"
        labelledBy="ledger-title"
        error={page.error}
        rows={page.value?.rows ?? null}
        rowKey={(m) => m.transactionId}
        columns={[
          { header: '#', cell: (m) => m.transactionId },
          { header: <Trans>When</Trans>, cell: (m) => when(m.at) },
          { header: <Trans>What</Trans>, cell: (m) => labelOf(i18n, m.code) },
          { header: <Trans>Amount</Trans>, cell: (m) => money(m.amount), className: 'num' },
          { header: <Trans>By</Trans>, cell: (m) => m.actor },
          { header: <Trans>Reason</Trans>, cell: (m) => m.reason },
        ]}
        pager={
          <Pager
            label={t`Ledger pages`}
            onPrevious={trail.back}
            onNext={trail.forwardTo(page.value?.nextBefore)}
            previousText={<Trans>Newer</Trans>}
            nextText={<Trans>Older</Trans>}
          />
        }
      />
    </section>
  );
}

function BetsCard({ tenant, memberId, currency }: { tenant: string; memberId: number; currency: Currency }) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const when = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const page = useLoad(
    () => api('GET', `/tenants/${tenant}/players/${memberId}/bets${query({ page: String(pageNo), pageSize: '20' })}`, BetPage),
    [tenant, memberId, pageNo],
  );
  const pages = page.value ? pageCount(page.value.total, page.value.pageSize) : 1;
  return (
    <section className="card" aria-labelledby="bets-title">
      <h2 id="bets-title">
        <Trans>Betting records</Trans>
      </h2>
      <PagedTable
        testId="bets-table"
        labelledBy="bets-title"
        error={page.error}
        rows={page.value?.rows ?? null}
        rowKey={(b) => b.orderId}
        columns={[
          { header: <Trans>When</Trans>, cell: (b) => when(b.createdAt) },
          { header: <Trans>Vendor</Trans>, cell: (b) => b.vendorCode },
          { header: <Trans>Game</Trans>, cell: (b) => `${b.gameCode} · ${b.gameType}` },
          { header: <Trans>Stake</Trans>, cell: (b) => money(b.stake), className: 'num' },
          { header: <Trans>Win</Trans>, cell: (b) => money(b.win), className: 'num' },
          { header: <Trans>Status</Trans>, cell: (b) => labelOf(i18n, b.status) },
        ]}
        pager={<PageNumbers label={t`Betting record pages`} page={pageNo} pages={pages} onPage={setPageNo} />}
      />
    </section>
  );
}

export function PlayerFile({ tenant }: { tenant: string }) {
  const { t, i18n } = useLingui();
  const me = useAtomValue(meAtom);
  const when = useDateTime();
  const memberId = v.safeParse(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)), useParams().memberId ?? '');
  const [version, setVersion] = useState(0);
  const profile = useLoad(
    async () => (memberId.success ? api('GET', `/tenants/${tenant}/players/${memberId.output}`, Profile) : null),
    [tenant, memberId.success ? memberId.output : null, version],
  );
  const p = profile.value;
  const money = useMoney(p?.currency);
  const changed = () => setVersion((n) => n + 1);
  if (!memberId.success) return <p className="error">{t`No such member.`}</p>;
  return (
    <section>
      <p>
        <Link to="/players">
          <Trans>Back to the search</Trans>
        </Link>
      </p>
      {profile.error && (
        <p role="alert" className="error">
          {profile.error}
        </p>
      )}
      {p && (
        <>
          <h1 data-testid="player-name">
            <Trans>Player {p.username}</Trans>
          </h1>
          <section className="card" aria-labelledby="account-title">
            <h2 id="account-title">
              <Trans>Account</Trans>
            </h2>
            <dl className="facts">
              <Fact label={t`State`} testId="player-state">
                {p.locked ? t`Locked` : t`Active`}
              </Fact>
              <Fact label={t`Nickname`}>{p.nickname ?? '—'}</Fact>
              <Fact label={t`Mobile number`}>{p.mobile ?? '—'}</Fact>
              <Fact label={t`E-mail`}>{p.email ?? '—'}</Fact>
              <Fact label={t`Payee name`}>{p.payeeName ?? '—'}</Fact>
              <Fact label={t`Registered`}>
                {when(p.createdAt)} {p.registerMethod ? `· ${p.registerMethod}` : ''}
              </Fact>
              <Fact label={t`Last login`}>{p.lastLoginAt ? when(p.lastLoginAt) : '—'}</Fact>
              <Fact label={t`Referred by`}>{p.referrer ?? '—'}</Fact>
              <Fact label={t`Deposited in all`}>{money(p.lifetime.deposits)}</Fact>
              <Fact label={t`Withdrawn in all`}>{money(p.lifetime.withdrawals)}</Fact>
              <Fact label={t`Staked in all`}>{money(p.lifetime.wagered)}</Fact>
              <Fact label={t`Won or lost in all`}>{money(p.lifetime.net)}</Fact>
            </dl>
          </section>
          <section className="card" aria-labelledby="money-title">
            <h2 id="money-title" className="visually-hidden">
              <Trans>Money and limits</Trans>
            </h2>
            <MemberPanel context={{ ...p.context, currency: p.currency }} headingId="player-context" />
          </section>
          <div className="columns">
            {allowed(me, 'players.lock') && <LockForm tenant={tenant} profile={p} onDone={changed} />}
            {allowed(me, 'players.adjust') && <AdjustForm tenant={tenant} profile={p} currency={p.currency} onDone={changed} />}
          </div>
          <LedgerCard tenant={tenant} memberId={p.memberId} currency={p.currency} version={version} />
          <BetsCard tenant={tenant} memberId={p.memberId} currency={p.currency} />
          <section className="card" aria-labelledby="sessions-title">
            <h2 id="sessions-title">
              <Trans>Sessions</Trans>
            </h2>
            <DataTable
              labelledBy="sessions-title"
              rows={p.sessions}
              rowKey={(s) => s.id}
              columns={[
                { header: <Trans>Started</Trans>, cell: (s) => when(s.createdAt) },
                { header: <Trans>Expires</Trans>, cell: (s) => when(s.expiresAt) },
                {
                  header: <Trans>State</Trans>,
                  cell: (s) => (s.live ? t`Live` : s.revokedAt ? t`Ended ${when(s.revokedAt)} (${s.revokedReason ?? ''})` : t`Expired`),
                },
              ]}
            />
          </section>
          {p.rgHistory.length > 0 && (
            <section className="card" aria-labelledby="rg-title">
              <h2 id="rg-title">
                <Trans>Responsible-gambling history</Trans>
              </h2>
              <ul>
                {p.rgHistory.map((r) => (
                  <li key={`${r.at}-${r.action}`}>
                    {when(r.at)} · {r.actor} · {labelOf(i18n, r.action)} · <code>{JSON.stringify(r.detail)}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
