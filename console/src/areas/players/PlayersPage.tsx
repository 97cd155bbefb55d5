/** Players of the chosen brand: search by username, mobile or e-mail, a page of results, a member's file. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { PagedTable } from '../../app/PagedTable';
import { PageNumbers } from '../../app/Pager';
import { pageCount } from '../../app/paging';
import { brandAtom } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { useMoney } from '../cashier/money';
import { PlayerFile } from './PlayerFile';
import { SearchPage } from './schemas';

const FIELDS = ['any', 'username', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
const PAGE_SIZE = 20;

function Search({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const when = useDateTime();
  const [text, setText] = useState('');
  const [field, setField] = useState<Field>('any');
  const [asked, setAsked] = useState<{ q: string; field: Field; page: number }>({ q: '', field: 'any', page: 1 });
  const result = useLoad(
    () =>
      api(
        'GET',
        `/tenants/${tenant}/players${query({ q: asked.q, field: asked.field, page: String(asked.page), pageSize: String(PAGE_SIZE) })}`,
        SearchPage,
      ),
    [tenant, asked],
  );
  const money = useMoney(result.value?.currency);
  const labels: Record<Field, string> = { any: t`Any`, username: t`Username`, phone: t`Mobile number`, email: t`E-mail` };
  const pages = pageCount(result.value?.total ?? 0, PAGE_SIZE);

  return (
    <section>
      <h1>
        <Trans>Players</Trans>
      </h1>
      <search>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setAsked({ q: text, field, page: 1 });
          }}
        >
          <label>
            <Trans>Find</Trans>
            <input type="search" value={text} maxLength={80} onChange={(e) => setText(e.target.value)} data-testid="player-search" />
          </label>
          <label>
            <Trans>In</Trans>
            <select
              value={field}
              onChange={(e) => setField(FIELDS.find((f) => f === e.target.value) ?? 'any')}
              data-testid="player-search-field"
            >
              {FIELDS.map((f) => (
                <option key={f} value={f}>
                  {labels[f]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="align-end">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      <PagedTable
        testId="player-results"
        error={result.error}
        rows={result.value?.rows ?? null}
        rowKey={(r) => r.memberId}
        summary={
          result.value && (
            <p data-testid="player-total">
              <Trans>Players found: {result.value.total}</Trans>
            </p>
          )
        }
        columns={[
          { header: <Trans>Username</Trans>, cell: (r) => <Link to={`/players/${r.memberId}`}>{r.username}</Link> },
          { header: <Trans>Mobile number</Trans>, cell: (r) => r.mobile ?? '—' },
          { header: <Trans>E-mail</Trans>, cell: (r) => r.email ?? '—' },
          { header: <Trans>Main wallet</Trans>, cell: (r) => money(r.balance), className: 'num' },
          { header: <Trans>Registered</Trans>, cell: (r) => when(r.createdAt) },
          { header: <Trans>Last login</Trans>, cell: (r) => (r.lastLoginAt ? when(r.lastLoginAt) : '—') },
          { header: <Trans>Account</Trans>, cell: (r) => (r.locked ? t`Locked` : t`Active`) },
        ]}
        pager={<PageNumbers label={t`Pages`} page={asked.page} pages={pages} onPage={(page) => setAsked({ ...asked, page })} />}
      />
    </section>
  );
}

export function PlayersPage() {
  const { t } = useLingui();
  const tenant = useAtomValue(brandAtom);
  if (!tenant) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <Routes>
      <Route index element={<Search tenant={tenant} />} />
      <Route path=":memberId" element={<PlayerFile tenant={tenant} />} />
    </Routes>
  );
}
