/**
 * One agent: its place in the tree, quota, rebate and upline (changed by the operator), its direct
 * downline a page at a time, and every contract it gave or holds with its terms, status and what
 * was paid; an active or offered contract can get new terms or be ended.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { formatBasisPoints } from '../../../../src/contracts/format/numbers';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { DataTable } from '../../app/DataTable';
import { PagedTable } from '../../app/PagedTable';
import { PageNumbers } from '../../app/Pager';
import { pageCount } from '../../app/paging';
import { useLoad } from '../../app/use-load';
import { useMoney } from '../cashier/money';
import { AgentFile, CONTRACT_KINDS, Changed, type Contract } from './agent-schemas';

const DOWNLINE_PAGE = 20;

/** Basis points as a percentage in the console's language (150 → 1.50 %). */
export function useRate(): (bp: number) => string {
  const { i18n } = useLingui();
  return (bp) => formatBasisPoints(bp, i18n.locale === 'zh' ? 'zh' : 'en');
}

const KIND_LABELS = { salary: msg`Daily salary`, dividend: msg`Dividend`, hourly: msg`Hourly salary` } as const;
const STATUS_LABELS = { pending: msg`Offered`, active: msg`Active`, refused: msg`Refused`, ended: msg`Ended` } as const;
const kindOf = (i18n: I18n, c: Contract) => i18n._(KIND_LABELS[c.kind]);

function NumberForm({
  label,
  value,
  min,
  max,
  step,
  onSave,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onSave: (n: number) => Promise<void>;
}) {
  const [text, setText] = useState(String(value));
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(Number(text));
      }}
    >
      <label>
        {label}
        <input type="number" min={min} max={max} step={step ?? 1} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="secondary" disabled={text === String(value) || text === ''}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

function TermsForm({
  contract,
  onSave,
  onCancel,
}: {
  contract: Contract;
  onSave: (rate: number, minActive: number) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [rate, setRate] = useState(String(contract.rate));
  const [minActive, setMinActive] = useState(String(contract.minActive));
  return (
    <form
      className="row"
      aria-label={t`New terms for contract ${contract.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(Number(rate), Number(minActive));
      }}
    >
      <label>
        <Trans>Rate (basis points)</Trans>
        <input type="number" min={1} max={5000} value={rate} onChange={(e) => setRate(e.target.value)} data-testid="terms-rate" />
      </label>
      <label>
        <Trans>Least active players</Trans>
        <input type="number" min={0} value={minActive} onChange={(e) => setMinActive(e.target.value)} data-testid="terms-min-active" />
      </label>
      <button type="submit">
        <Trans>Save the new terms</Trans>
      </button>
      <button type="button" className="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  );
}

/** A contract offered on this agent's behalf to one of its direct sub-agents (who accepts it in the agent app). */
function OfferForm({
  subAgents,
  onOffer,
}: {
  subAgents: string[];
  onOffer: (o: { kind: Contract['kind']; downline: string; rate: number; minActive: number }) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [kind, setKind] = useState<Contract['kind']>('salary');
  const [downline, setDownline] = useState('');
  const [rate, setRate] = useState('100');
  const [minActive, setMinActive] = useState('0');
  const to = downline || subAgents[0] || '';
  return (
    <form
      className="row"
      aria-labelledby="offer-title"
      onSubmit={(e) => {
        e.preventDefault();
        void onOffer({ kind, downline: to, rate: Number(rate), minActive: Number(minActive) });
      }}
    >
      <h4 id="offer-title">
        <Trans>Offer a contract to a direct sub-agent</Trans>
      </h4>
      <label>
        <Trans>Sub-agent</Trans>
        <select value={to} onChange={(e) => setDownline(e.target.value)} data-testid="offer-downline">
          {subAgents.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Kind</Trans>
        <select
          value={kind}
          onChange={(e) => setKind(CONTRACT_KINDS.find((k) => k === e.target.value) ?? 'salary')}
          data-testid="offer-kind"
        >
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_LABELS[k])}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Rate (basis points)</Trans>
        <input type="number" min={1} max={5000} value={rate} onChange={(e) => setRate(e.target.value)} data-testid="offer-rate" />
      </label>
      <label>
        <Trans>Least active players</Trans>
        <input type="number" min={0} value={minActive} onChange={(e) => setMinActive(e.target.value)} />
      </label>
      <button type="submit" disabled={!to}>
        <Trans>Offer</Trans>
      </button>
    </form>
  );
}

export function AgentFileCard({
  tenant,
  username,
  canEdit,
  onOpen,
  onChanged,
}: {
  tenant: string;
  username: string;
  canEdit: boolean;
  onOpen: (username: string) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const rate = useRate();
  const [page, setPage] = useState(1);
  const file = useLoad(
    () =>
      api(
        'GET',
        `/tenants/${tenant}/brands/agents/${encodeURIComponent(username)}${query({ page: String(page), pageSize: String(DOWNLINE_PAGE) })}`,
        AgentFile,
      ),
    [tenant, username, page],
  );
  const money = useMoney(file.value?.currency);
  const [editing, setEditing] = useState<number | null>(null);
  const [upline, setUpline] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(method: 'PUT' | 'POST', path: string, body: unknown, done: string) {
    setError(null);
    setMessage(null);
    try {
      await api(method, `/tenants/${tenant}/brands/${path}`, Changed, body);
      setMessage(done);
      setEditing(null);
      file.reload();
      onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const a = file.value;
  return (
    <section className="card" aria-labelledby="agent-file-title" data-testid="agent-file">
      <h3 id="agent-file-title">
        <Trans>Agent {username}</Trans>
      </h3>
      {(file.error || error) && (
        <p role="alert" className="error">
          {file.error ?? error}
        </p>
      )}
      {message && (
        <p role="status" className="ok">
          {message}
        </p>
      )}
      {a && (
        <>
          <dl className="facts">
            <div className="fact">
              <dt>
                <Trans>Level</Trans>
              </dt>
              <dd>{a.level}</dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Upline</Trans>
              </dt>
              <dd>
                {a.upline ? (
                  <button type="button" className="secondary" onClick={() => onOpen(a.upline ?? '')}>
                    {a.upline}
                  </button>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Rebate</Trans>
              </dt>
              <dd>{rate(a.rebate)}</dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Sub-agents / quota</Trans>
              </dt>
              <dd>
                {a.quotaUsed} / {a.quota}
              </dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Affiliate code</Trans>
              </dt>
              <dd>{a.affiliateCode ?? '—'}</dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Since</Trans>
              </dt>
              <dd>{when(a.createdAt)}</dd>
            </div>
          </dl>
          {canEdit && (
            <div className="row">
              <NumberForm
                label={t`Quota of sub-agents`}
                value={a.quota}
                min={0}
                max={10000}
                onSave={(quota) => change('PUT', `agents/${encodeURIComponent(username)}/quota`, { quota }, t`Quota saved.`)}
              />
              <NumberForm
                label={t`Rebate (basis points)`}
                value={a.rebate}
                min={0}
                max={1000}
                step={10}
                onSave={(rebate) => change('PUT', `agents/${encodeURIComponent(username)}/rebate`, { rebate }, t`Rebate saved.`)}
              />
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault();
                  void change(
                    'PUT',
                    `members/${encodeURIComponent(username)}/upline`,
                    { upline: upline.trim() || '-' },
                    t`Moved with its team.`,
                  );
                }}
              >
                <label>
                  <Trans>Move under agent (empty: no upline)</Trans>
                  <input value={upline} maxLength={40} onChange={(e) => setUpline(e.target.value)} />
                </label>
                <button type="submit" className="secondary">
                  <Trans>Move</Trans>
                </button>
              </form>
            </div>
          )}

          <h4 id="downline-title">
            <Trans>Direct downline ({a.downline.total})</Trans>
          </h4>
          <PagedTable
            labelledBy="downline-title"
            testId="downline-table"
            rows={a.downline.rows}
            rowKey={(d) => d.username}
            columns={[
              {
                header: <Trans>Member</Trans>,
                cell: (d) =>
                  d.isAgent ? (
                    <button type="button" className="secondary" onClick={() => onOpen(d.username)}>
                      {d.username}
                    </button>
                  ) : (
                    d.username
                  ),
              },
              { header: <Trans>Kind</Trans>, cell: (d) => (d.isAgent ? t`Sub-agent` : t`Player`) },
              { header: <Trans>Rebate</Trans>, cell: (d) => rate(d.rebate) },
              { header: <Trans>Own direct downline</Trans>, cell: (d) => d.direct },
              { header: <Trans>Joined</Trans>, cell: (d) => when(d.joinedAt) },
            ]}
            pager={
              <PageNumbers
                label={t`Downline pages`}
                page={page}
                pages={pageCount(a.downline.total, DOWNLINE_PAGE)}
                onPage={setPage}
                hideSingle
              />
            }
          />

          <h4 id="contracts-title">
            <Trans>Contracts</Trans>
          </h4>
          {a.contracts.length === 0 ? (
            <p>
              <Trans>No contracts.</Trans>
            </p>
          ) : (
            <DataTable
              labelledBy="contracts-title"
              testId="contracts-table"
              rows={a.contracts}
              rowKey={(c) => c.id}
              rowTestId={(c) => `contract-${c.id}`}
              columns={[
                { header: '#', cell: (c) => c.id },
                { header: <Trans>Kind</Trans>, cell: (c) => kindOf(i18n, c) },
                { header: <Trans>From → to</Trans>, cell: (c) => `${c.upline} → ${c.downline}` },
                { header: <Trans>Rate</Trans>, cell: (c) => rate(c.rate) },
                { header: <Trans>Least active players</Trans>, cell: (c) => c.minActive },
                { header: <Trans>Status</Trans>, cell: (c) => i18n._(STATUS_LABELS[c.status]) },
                {
                  header: <Trans>Dates</Trans>,
                  cell: (c) => (
                    <>
                      <Trans>offered {when(c.createdAt)}</Trans>
                      {c.respondedAt && (
                        <>
                          <br />
                          <Trans>answered {when(c.respondedAt)}</Trans>
                        </>
                      )}
                      {c.endedAt && (
                        <>
                          <br />
                          <Trans>ended {when(c.endedAt)}</Trans>
                        </>
                      )}
                    </>
                  ),
                },
                { header: <Trans>Paid</Trans>, className: 'num', cell: (c) => money(c.paid) },
                {
                  header: <Trans>Actions</Trans>,
                  className: 'actions',
                  cell: (c) =>
                    canEdit &&
                    (c.status === 'active' || c.status === 'pending') && (
                      <>
                        <button type="button" className="secondary" onClick={() => setEditing(c.id)}>
                          <Trans>Change terms</Trans>
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => {
                            if (window.confirm(t`End contract ${c.id} now? The period in progress is not paid.`))
                              void change('POST', `contracts/${c.id}/end`, undefined, t`Contract ${c.id} ended.`);
                          }}
                        >
                          <Trans>End</Trans>
                        </button>
                      </>
                    ),
                },
              ]}
            />
          )}
          {canEdit && a.downline.rows.some((d) => d.isAgent) && (
            <OfferForm
              subAgents={a.downline.rows.filter((d) => d.isAgent).map((d) => d.username)}
              onOffer={(o) =>
                change('POST', 'contracts', { ...o, upline: username }, t`Contract offered: the sub-agent accepts it in the agent app.`)
              }
            />
          )}
          {editing !== null && (
            <TermsForm
              contract={a.contracts.find((c) => c.id === editing) ?? (a.contracts[0] as Contract)}
              onCancel={() => setEditing(null)}
              onSave={(r, m) => change('PUT', `contracts/${editing}`, { rate: r, minActive: m }, t`New terms saved: they apply from now.`)}
            />
          )}
        </>
      )}
    </section>
  );
}
