/**
 * `/m/agent/downlines` (AGEDOWNMAN3): direct downlines or the whole team, search by username,
 * a downline's details (this month), its rebate (within my own), and moving selected downlines to
 * myself or to an agent of my team found with `UplinePicker`. The quota of sub-agents shows beside the rebate form.
 */
import { REBATE_STEP_BP } from '@contracts/agent/agent';
import { type Loaded, toast, useFormat, useLoad } from '@kernel';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from '../agent.module.css';
import { Loadable } from '../components/Loadable';
import { UplinePicker } from '../components/UplinePicker';
import { agentApi } from '../api/agent';
import { agentErrorText } from '../lib/error-text';

const PAGE_SIZE = 20;
const saved = msg`Saved`;

function Detail({
  username,
  settings,
  onChanged,
}: {
  username: string;
  /** my rebate settings: the form waits for them (its limit), or shows why they did not come with Retry */
  settings: Loaded<{ maxDownlineRebate: number }>;
  onChanged: () => void;
}) {
  const { money, basisPoints } = useFormat();
  const { i18n } = useLingui();
  const detail = useLoad(() => agentApi.downline(username), [username]);
  // what the agent typed; until then (and again after each load) the field shows the downline's
  // rebate, so it is never drawn empty for a render before an effect could fill it
  const [typed, setTyped] = useState<{ text: string; for: unknown } | null>(null);
  const rebate = typed && typed.for === detail.data ? typed.text : detail.data ? (detail.data.downline.rebate / 100).toFixed(2) : '';
  const setRebate = (text: string) => setTyped({ text, for: detail.data });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    // a blank field is no rebate (Number('') would read it as 0 %)
    const bp = rebate.trim() === '' ? Number.NaN : Math.round(Number(rebate) * 100);
    if (!Number.isFinite(bp) || bp < 0 || bp % REBATE_STEP_BP !== 0) {
      setError(i18n._(msg`Enter a rebate in steps of 0.10%`));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await agentApi.updateRebates([{ username, rebate: bp }]);
      toast.success(saved);
      detail.reload();
      onChanged();
    } catch (e) {
      setError(agentErrorText(i18n, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Loadable state={detail} testId="downline-detail" lines={3}>
      {(d) => (
        <div className={styles.card} data-testid="downline-detail">
          <div className={styles.row}>
            <span>
              <Trans>Upline</Trans>
            </span>
            <span>{d.downline.upline}</span>
          </div>
          <div className={styles.row}>
            <span>
              <Trans>Team turnover this month</Trans>
            </span>
            <span className={styles.amount} data-testid="downline-detail-turnover">
              {money(d.month.turnover)}
            </span>
          </div>
          <div className={styles.row}>
            <span>
              <Trans>Own turnover this month</Trans>
            </span>
            <span className={styles.amount}>{money(d.ownMonth.turnover)}</span>
          </div>
          <div className={styles.row}>
            <span>
              <Trans>Deposits this month</Trans>
            </span>
            <span className={styles.amount}>{money(d.month.deposits)}</span>
          </div>
          {d.downline.depth === 1 && (
            <Loadable state={settings} testId="downline-rebate-settings" lines={1}>
              {({ maxDownlineRebate: maxRebate }) => (
                <>
                  <label className={styles.field}>
                    <span>
                      <Trans>Rebate (%), at most {basisPoints(maxRebate)}</Trans>
                    </span>
                    <input
                      inputMode="decimal"
                      value={rebate}
                      onChange={(e) => setRebate(e.target.value)}
                      data-testid="downline-rebate-input"
                    />
                  </label>
                  {error && (
                    <p className={styles.error} role="alert" data-testid="downline-rebate-error">
                      {error}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.submit}
                      disabled={busy}
                      onClick={() => void save()}
                      data-testid="downline-rebate-save"
                    >
                      <Trans>Save rebate</Trans>
                    </button>
                  </div>
                </>
              )}
            </Loadable>
          )}
        </div>
      )}
    </Loadable>
  );
}

export default function Downlines() {
  const { basisPoints, date } = useFormat();
  const { i18n } = useLingui();
  const [scope, setScope] = useState<'direct' | 'team'>('direct');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState('');
  const [moveError, setMoveError] = useState('');
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setTerm(search.trim()), 500);
    return () => clearTimeout(t);
  }, [search]);
  const list = useLoad(() => agentApi.downlines({ pageNo, pageSize: PAGE_SIZE, username: term, scope }), [pageNo, term, scope]);
  const settings = useLoad(agentApi.rebateSettings, []);
  const quotas = useLoad(agentApi.quotas, []);
  const home = useLoad(agentApi.home, []);
  const me = home.data?.profile.username ?? '';
  // the new upline: the one chosen, else myself (unknown until my profile has loaded)
  const upline = target || me;
  const toggle = (u: string) => {
    // a member being moved is no upline for the move
    if (u === target) setTarget('');
    setSelected((s) => (s.includes(u) ? s.filter((x) => x !== u) : [...s, u]));
  };
  const move = async () => {
    setMoveError('');
    setMoving(true);
    try {
      await agentApi.transfer(selected, upline);
      toast.success(saved);
      setSelected([]);
      list.reload();
    } catch (e) {
      setMoveError(agentErrorText(i18n, e));
    } finally {
      setMoving(false);
    }
  };
  const changed = () => {
    list.reload();
    quotas.reload();
  };
  return (
    <div className={styles.page} data-testid="agent-downlines">
      <section className={styles.card}>
        <div className={styles.tabs} role="tablist">
          {(['direct', 'team'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={scope === s}
              data-testid={`downlines-scope-${s}`}
              onClick={() => {
                setScope(s);
                setPageNo(1);
              }}
            >
              {s === 'direct' ? <Trans>Direct downlines</Trans> : <Trans>Whole team</Trans>}
            </button>
          ))}
        </div>
        <label className={styles.field}>
          <span>
            <Trans>Search by username</Trans>
          </span>
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPageNo(1);
            }}
            data-testid="downlines-search"
          />
        </label>
        {quotas.data && (
          <p className={styles.muted} data-testid="downlines-quota">
            <Trans>
              Sub-agent quota: {quotas.data.used} used of {quotas.data.quota}
            </Trans>
            {settings.data && (
              <>
                {' '}
                · <Trans>My rebate {basisPoints(settings.data.rebate)}</Trans>
              </>
            )}
          </p>
        )}
      </section>
      <Loadable state={list} testId="downlines">
        {(page) =>
          page.list.length === 0 ? (
            <p className={styles.empty} data-testid="downlines-empty">
              <Trans>No data</Trans>
            </p>
          ) : (
            <ul className={styles.list} data-testid="downlines-list">
              {page.list.map((d) => (
                <li key={d.username} data-testid={`downline-${d.username}`}>
                  <div className={styles.row}>
                    <label>
                      <input
                        type="checkbox"
                        checked={selected.includes(d.username)}
                        onChange={() => toggle(d.username)}
                        aria-label={i18n._(msg`Select ${d.username}`)}
                      />{' '}
                      <strong>{d.username}</strong>
                    </label>
                    <span className={styles.status}>{d.isAgent ? <Trans>Agent</Trans> : <Trans>Player</Trans>}</span>
                  </div>
                  <div className={styles.row}>
                    <span className={styles.muted}>
                      <Trans>
                        Rebate {basisPoints(d.rebate)} · team {d.teamSize} · joined {date(d.joinedAt)}
                      </Trans>
                    </span>
                    <button
                      type="button"
                      className={styles.ghost}
                      onClick={() => setOpen(open === d.username ? null : d.username)}
                      data-testid={`downline-open-${d.username}`}
                    >
                      {open === d.username ? <Trans>Close</Trans> : <Trans>Details</Trans>}
                    </button>
                  </div>
                  {open === d.username && <Detail username={d.username} settings={settings} onChanged={changed} />}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      {list.data && list.data.totalPages > 1 && (
        <div className={styles.row}>
          <button type="button" className={styles.ghost} disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span className={styles.muted}>
            {pageNo} / {list.data.totalPages}
          </span>
          <button type="button" className={styles.ghost} disabled={pageNo >= list.data.totalPages} onClick={() => setPageNo((n) => n + 1)}>
            <Trans>Next</Trans>
          </button>
        </div>
      )}
      {selected.length > 0 && (
        <section className={styles.card} data-testid="downlines-move">
          <h2>
            <Trans>Move {selected.length} selected</Trans>
          </h2>
          <UplinePicker me={me} moving={selected} value={target} onChange={setTarget} />
          {moveError && (
            <p className={styles.error} role="alert">
              {moveError}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.submit}
              disabled={moving || !upline}
              onClick={() => void move()}
              data-testid="downlines-move-submit"
            >
              <Trans>Move</Trans>
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
