/** The audit log, newest first, filtered by staff member, brand, action and dates; older rows by "More". */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { PagedTable } from '../../app/PagedTable';
import { meAtom } from '../../app/state';

const Row = v.object({
  id: v.string(),
  at: v.string(),
  staffId: v.nullable(v.string()),
  actor: v.string(),
  tenant: v.nullable(v.string()),
  action: v.string(),
  target: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
});
const Page = v.object({ rows: v.array(Row), next: v.nullable(v.string()) });
type Row = v.InferOutput<typeof Row>;
type Filter = { staff?: string; tenant?: string; action?: string; from?: string; to?: string };

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function AuditPage() {
  const { t } = useLingui();
  const when = useDateTime();
  const me = useAtomValue(meAtom);
  const [filter, setFilter] = useState<Filter>({});
  const [rows, setRows] = useState<Row[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(f: Filter, before?: string) {
    setError(null);
    try {
      const page = await api('GET', `/audit${query({ ...f, before })}`, Page);
      setRows((old) => (before ? [...old, ...page.rows] : page.rows));
      setNext(page.next);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is made again each render; only the first page is loaded here
  useEffect(() => {
    void load({});
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim() || undefined;
    const f = { staff: text('staff'), tenant: text('tenant'), action: text('action'), from: text('from'), to: text('to') };
    setFilter(f);
    void load(f);
  }

  return (
    <section>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <form onSubmit={submit} className="card filters" aria-label={t`Filter the audit log`}>
        <div className="row">
          <label>
            <Trans>Staff username</Trans>
            <input name="staff" maxLength={40} autoComplete="off" />
          </label>
          <label>
            <Trans>Brand</Trans>
            <select name="tenant" defaultValue="">
              <option value="">{t`Any brand`}</option>
              {me?.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <Trans>Action (or area, like staff.)</Trans>
            <input name="action" maxLength={60} autoComplete="off" />
          </label>
          <label>
            <Trans>From</Trans>
            <input name="from" type="date" />
          </label>
          <label>
            <Trans>To</Trans>
            <input name="to" type="date" />
          </label>
        </div>
        <button type="submit">
          <Trans>Filter</Trans>
        </button>
      </form>
      <PagedTable
        testId="audit-table"
        error={error}
        rows={rows}
        rowKey={(r) => r.id}
        empty={
          error ? undefined : (
            <p>
              <Trans>Nothing matches.</Trans>
            </p>
          )
        }
        columns={[
          { header: <Trans>When</Trans>, cell: (r) => when(r.at) },
          { header: <Trans>Who</Trans>, cell: (r) => r.actor },
          { header: <Trans>Brand</Trans>, cell: (r) => r.tenant ?? '' },
          { header: <Trans>Action</Trans>, cell: (r) => r.action },
          { header: <Trans>Target</Trans>, cell: (r) => r.target ?? '' },
          { header: <Trans>Before</Trans>, cell: (r) => <code className="json">{show(r.before)}</code> },
          { header: <Trans>After</Trans>, cell: (r) => <code className="json">{show(r.after)}</code> },
        ]}
        pager={
          next && (
            <button type="button" className="secondary" onClick={() => void load(filter, next)}>
              <Trans>More</Trans>
            </button>
          )
        }
      />
    </section>
  );
}
