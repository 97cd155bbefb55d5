/**
 * The contract screens `/m/member/agent/getSalaryContract`, `getDevidendContract`, `getHourContract`:
 * the contract offered to me (terms, status, accept or refuse while pending) with its payment
 * history, and the contracts of this kind I offered to my direct sub-agents, with a form to offer one
 * (the sub-agent found by a search over my direct sub-agents, any number of them).
 */
import { CONTRACT_MIN_ACTIVE_MAX, CONTRACT_RATE_MAX_BP, type ContractKind, type Contract as ContractT } from '@contracts/agent/agent';
import { formatNumber } from '@contracts/format';
import { languageAtom, type PageProps, toast, useFormat, useLoad } from '@kernel';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from '../agent.module.css';
import { AgentSearch } from '../components/AgentSearch';
import { Loadable } from '../components/Loadable';
import { agentApi } from '../api/agent';
import { agentErrorText } from '../lib/error-text';
import { BASE_TEXT, KIND_OF_ROUTE } from '../lib/kinds';

const STATUS = {
  pending: msg`Waiting for an answer`,
  active: msg`Active`,
  refused: msg`Refused`,
  ended: msg`Ended`,
} as const;

function Terms({ c, testId }: { c: ContractT; testId: string }) {
  const { basisPoints, dateTime } = useFormat();
  const { i18n } = useLingui();
  return (
    <>
      <div className={styles.row}>
        <span>
          <Trans>Rate</Trans>
        </span>
        <span className={styles.amount} data-testid={`${testId}-rate`}>
          {basisPoints(c.rate)}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Minimum active players</Trans>
        </span>
        <span>{c.minActive}</span>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Status</Trans>
        </span>
        <span className={styles.status} data-testid={`${testId}-status`}>
          {i18n._(STATUS[c.status])}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Offered</Trans>
        </span>
        <span className={styles.muted}>{dateTime(c.createdAt)}</span>
      </div>
    </>
  );
}

function OfferForm({ kind, onDone }: { kind: ContractKind; onDone: () => void }) {
  const { i18n } = useLingui();
  const lang = useAtomValue(languageAtom);
  // whether I have any direct sub-agent at all (the form needs one)
  const subAgents = useLoad(() => agentApi.downlines({ pageNo: 1, pageSize: 1, username: '', scope: 'direct', role: 'agent' }), []);
  const [username, setUsername] = useState('');
  const [rate, setRate] = useState('');
  const [minActive, setMinActive] = useState('0');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // a blank field is no number (Number('') would read it as 0), and a rate is in whole hundredths of a per cent
    const percent = rate.trim() === '' ? Number.NaN : Number(rate);
    const bp = Math.round(percent * 100);
    const min = minActive.trim() === '' ? Number.NaN : Number(minActive);
    const wholeBp = Math.abs(percent * 100 - bp) < 1e-6;
    if (!username || !wholeBp || bp < 1 || bp > CONTRACT_RATE_MAX_BP || !Number.isInteger(min) || min < 0) {
      setError(i18n._(msg`Choose a sub-agent, a rate from 0.01% to 50% and a whole number of players`));
      return;
    }
    if (min > CONTRACT_MIN_ACTIVE_MAX) {
      const max = formatNumber(CONTRACT_MIN_ACTIVE_MAX, lang);
      setError(i18n._(msg`A contract can require at most ${max} active players`));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await agentApi.offer({ kind, username, rate: bp, minActive: min });
      toast.success(msg`Contract offered`);
      setRate('');
      onDone();
    } catch (e) {
      setError(agentErrorText(i18n, e));
    } finally {
      setBusy(false);
    }
  };
  if (subAgents.data && subAgents.data.totalCount === 0)
    return (
      <p className={styles.muted}>
        <Trans>You have no direct sub-agent to offer a contract to</Trans>
      </p>
    );
  return (
    <div className={styles.card} data-testid="contract-offer">
      <h2>
        <Trans>Offer a contract</Trans>
      </h2>
      <AgentSearch
        find={(q) => agentApi.downlines({ ...q, scope: 'direct', role: 'agent' })}
        findKey=""
        first="-"
        value={username}
        onChange={setUsername}
        searchLabel={<Trans>Search your direct sub-agents</Trans>}
        label={<Trans>Sub-agent</Trans>}
        none={(term) => (term ? i18n._(msg`No agent matches “${term}”`) : i18n._(msg`You have no direct sub-agent to offer a contract to`))}
        testId="contract-offer-picker"
        selectTestId="contract-offer-username"
      />
      <label className={styles.field}>
        <span>
          <Trans>Rate (%)</Trans>
        </span>
        <input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} data-testid="contract-offer-rate" />
      </label>
      <label className={styles.field}>
        <span>
          <Trans>Minimum active players</Trans>
        </span>
        <input inputMode="numeric" value={minActive} onChange={(e) => setMinActive(e.target.value)} data-testid="contract-offer-min" />
      </label>
      {error && (
        <p className={styles.error} role="alert" data-testid="contract-offer-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.submit} disabled={busy} onClick={() => void submit()} data-testid="contract-offer-submit">
          <Trans>Send contract</Trans>
        </button>
      </div>
    </div>
  );
}

export default function Contract({ routeKey }: PageProps) {
  const { money, dateTime } = useFormat();
  const kind = KIND_OF_ROUTE[routeKey] ?? 'salary';
  const { i18n } = useLingui();
  const view = useLoad(() => agentApi.contract(kind), [kind]);
  const [error, setError] = useState('');
  const [answering, setAnswering] = useState(false);
  const answer = async (id: number, accept: boolean) => {
    setError('');
    setAnswering(true);
    try {
      await agentApi.respond(id, accept);
      toast.success(accept ? msg`Contract accepted` : msg`Contract refused`);
      view.reload();
    } catch (e) {
      setError(agentErrorText(i18n, e));
    } finally {
      setAnswering(false);
    }
  };
  return (
    <div className={styles.page} data-testid={`contract-${kind}`}>
      <p className={styles.muted}>{i18n._(BASE_TEXT[kind])}</p>
      <Loadable state={view} testId="contract">
        {(v) => (
          <>
            <section className={styles.card} data-testid="contract-mine">
              <h2>
                <Trans>My contract</Trans>
              </h2>
              {v.mine ? (
                <>
                  <div className={styles.row}>
                    <span>
                      <Trans>From</Trans>
                    </span>
                    <span>{v.mine.upline}</span>
                  </div>
                  <Terms c={v.mine} testId="contract-mine" />
                  {v.mine.status === 'pending' && (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={styles.ghost}
                        disabled={answering}
                        onClick={() => void answer(v.mine?.id ?? 0, false)}
                        data-testid="contract-refuse"
                      >
                        <Trans>Refuse</Trans>
                      </button>
                      <button
                        type="button"
                        className={styles.submit}
                        disabled={answering}
                        onClick={() => void answer(v.mine?.id ?? 0, true)}
                        data-testid="contract-accept"
                      >
                        <Trans>Accept</Trans>
                      </button>
                    </div>
                  )}
                  {error && (
                    <p className={styles.error} role="alert">
                      {error}
                    </p>
                  )}
                </>
              ) : (
                <p className={styles.empty} data-testid="contract-none">
                  <Trans>No contract offered to you</Trans>
                </p>
              )}
            </section>
            {v.payments.length > 0 && (
              <section className={styles.card} data-testid="contract-payments">
                <h2>
                  <Trans>Payments</Trans>
                </h2>
                <ul className={styles.list}>
                  {v.payments.map((p) => (
                    <li key={p.periodStart}>
                      <div className={styles.row}>
                        <span>{dateTime(p.periodStart)}</span>
                        <span className={styles.amount}>{money(p.amount)}</span>
                      </div>
                      <span className={styles.muted}>
                        <Trans>
                          Base {money(p.base)} · active players {p.activePlayers}
                        </Trans>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <OfferForm kind={kind} onDone={view.reload} />
            {v.offered.length > 0 && (
              <section className={styles.card} data-testid="contract-offered">
                <h2>
                  <Trans>Contracts I offered</Trans>
                </h2>
                <ul className={styles.list}>
                  {v.offered.map((c) => (
                    <li key={c.id} data-testid={`contract-offered-${c.downline}`}>
                      <strong>{c.downline}</strong>
                      <Terms c={c} testId={`contract-offered-${c.downline}`} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </Loadable>
    </div>
  );
}
