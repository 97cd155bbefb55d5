/**
 * The brand's agents: search by username, a page at a time, and the operator's "make an agent"
 * (a new account or an existing player promoted); picking an agent opens its file below.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { api, query } from '../../app/api';
import { PagedTable } from '../../app/PagedTable';
import { PageNumbers } from '../../app/Pager';
import { pageCount } from '../../app/paging';
import { useLoad } from '../../app/use-load';
import { AgentFileCard, useRate } from './AgentFileCard';
import { AgentPage, Changed } from './agent-schemas';

const PAGE_SIZE = 20;

function CreateAgentForm({ tenant, onDone }: { tenant: string; onDone: (username: string) => void }) {
  const [form, setForm] = useState({ username: '', password: '', upline: '', rebate: '0', quota: '0' });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <form
      className="card"
      aria-labelledby="agent-create-title"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const body = {
          username: form.username.trim(),
          ...(form.password ? { password: form.password } : {}),
          ...(form.upline.trim() ? { upline: form.upline.trim() } : {}),
          rebate: Number(form.rebate),
          quota: Number(form.quota),
        };
        api('POST', `/tenants/${tenant}/brands/agents`, Changed, body)
          .then(() => onDone(body.username))
          .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
      }}
    >
      <h3 id="agent-create-title">
        <Trans>Make an agent</Trans>
      </h3>
      <p className="small">
        <Trans>An existing player is promoted; a new username needs a password.</Trans>
      </p>
      <div className="row">
        <label>
          <Trans>Username</Trans>
          <input value={form.username} maxLength={40} required onChange={set('username')} data-testid="agent-create-username" />
        </label>
        <label>
          <Trans>Password (new accounts)</Trans>
          <input type="password" autoComplete="new-password" value={form.password} maxLength={64} onChange={set('password')} />
        </label>
        <label>
          <Trans>Upline agent (optional)</Trans>
          <input value={form.upline} maxLength={40} onChange={set('upline')} />
        </label>
        <label>
          <Trans>Rebate (basis points)</Trans>
          <input type="number" min={0} max={1000} step={10} value={form.rebate} onChange={set('rebate')} />
        </label>
        <label>
          <Trans>Quota of sub-agents</Trans>
          <input type="number" min={0} max={10000} value={form.quota} onChange={set('quota')} />
        </label>
      </div>
      <button type="submit" disabled={!form.username.trim()}>
        <Trans>Make an agent</Trans>
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}

const PayRun = v.object({ periods: v.number(), paid: v.number(), amount: v.number(), failed: v.number() });

/** The contract pay run for the brand now (it also runs every 5 minutes on its own). */
function PayRunButton({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="row">
      <button
        type="button"
        className="secondary"
        onClick={() => {
          setError(null);
          api('POST', `/tenants/${tenant}/brands/agents/pay`, PayRun)
            .then((r) =>
              setOutcome(t`Pay run done: ${r.periods} periods settled, ${r.paid} paid, ${r.failed} failed (tried again on the next run).`),
            )
            .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
        }}
      >
        <Trans>Run the contract pay run now</Trans>
      </button>
      {outcome && <p role="status">{outcome}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

export function AgentsSection({ tenant, canEdit }: { tenant: string; canEdit: boolean }) {
  const { t } = useLingui();
  const rate = useRate();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState({ q: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const list = useLoad(
    () =>
      api(
        'GET',
        `/tenants/${tenant}/brands/agents${query({ q: asked.q, page: String(asked.page), pageSize: String(PAGE_SIZE) })}`,
        AgentPage,
      ),
    [tenant, asked],
  );
  const pages = pageCount(list.value?.total ?? 0, PAGE_SIZE);
  return (
    <section className="card" aria-labelledby="agents-title">
      <h2 id="agents-title">
        <Trans>Agents</Trans>
      </h2>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ q: text.trim(), page: 1 });
        }}
      >
        <label>
          <Trans>Username contains</Trans>
          <input value={text} maxLength={40} onChange={(e) => setText(e.target.value)} data-testid="agents-search" />
        </label>
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      <PagedTable
        testId="agents-table"
        error={list.error}
        rows={list.value?.rows ?? null}
        rowKey={(a) => a.username}
        rowTestId={(a) => `agent-${a.username}`}
        summary={
          list.value && (
            <p role="status">
              <Trans>{list.value.total} agents</Trans>
            </p>
          )
        }
        columns={[
          {
            header: <Trans>Agent</Trans>,
            cell: (a) => (
              <button type="button" className="secondary" onClick={() => setOpen(a.username)}>
                {a.username}
              </button>
            ),
          },
          { header: <Trans>Level</Trans>, cell: (a) => a.level },
          { header: <Trans>Upline</Trans>, cell: (a) => a.upline ?? '—' },
          { header: <Trans>Rebate</Trans>, cell: (a) => rate(a.rebate) },
          { header: <Trans>Sub-agents / quota</Trans>, cell: (a) => `${a.quotaUsed} / ${a.quota}` },
          { header: <Trans>Direct downline</Trans>, cell: (a) => a.direct },
          { header: <Trans>Affiliate code</Trans>, cell: (a) => a.affiliateCode ?? '—' },
        ]}
        pager={
          <PageNumbers label={t`Agent pages`} page={asked.page} pages={pages} onPage={(page) => setAsked({ ...asked, page })} hideSingle />
        }
      />
      {canEdit && <PayRunButton tenant={tenant} />}
      {canEdit && (
        <CreateAgentForm
          tenant={tenant}
          onDone={(username) => {
            list.reload();
            setOpen(username);
          }}
        />
      )}
      {open && <AgentFileCard key={open} tenant={tenant} username={open} canEdit={canEdit} onOpen={setOpen} onChanged={list.reload} />}
    </section>
  );
}
