/** Players of the chosen brand: search by username, mobile or e-mail, a page of results, a member's file. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
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
  const pages = result.value ? Math.max(1, Math.ceil(result.value.total / PAGE_SIZE)) : 1;

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
      {result.error && (
        <p role="alert" className="error">
          {result.error}
        </p>
      )}
      {result.value && (
        <>
          <p data-testid="player-total">
            <Trans>Players found: {result.value.total}</Trans>
          </p>
          <table data-testid="player-results">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Username</Trans>
                </th>
                <th scope="col">
                  <Trans>Mobile number</Trans>
                </th>
                <th scope="col">
                  <Trans>E-mail</Trans>
                </th>
                <th scope="col">
                  <Trans>Main wallet</Trans>
                </th>
                <th scope="col">
                  <Trans>Registered</Trans>
                </th>
                <th scope="col">
                  <Trans>Last login</Trans>
                </th>
                <th scope="col">
                  <Trans>Account</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.value.rows.map((r) => (
                <tr key={r.memberId}>
                  <td>
                    <Link to={`/players/${r.memberId}`}>{r.username}</Link>
                  </td>
                  <td>{r.mobile ?? '—'}</td>
                  <td>{r.email ?? '—'}</td>
                  <td className="num">{money(r.balance)}</td>
                  <td>{when(r.createdAt)}</td>
                  <td>{r.lastLoginAt ? when(r.lastLoginAt) : '—'}</td>
                  <td>{r.locked ? t`Locked` : t`Active`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="row" aria-label={t`Pages`}>
            <button
              type="button"
              className="secondary"
              disabled={asked.page <= 1}
              onClick={() => setAsked({ ...asked, page: asked.page - 1 })}
            >
              <Trans>Previous</Trans>
            </button>
            <span>
              <Trans>
                Page {asked.page} of {pages}
              </Trans>
            </span>
            <button
              type="button"
              className="secondary"
              disabled={asked.page >= pages}
              onClick={() => setAsked({ ...asked, page: asked.page + 1 })}
            >
              <Trans>Next</Trans>
            </button>
          </nav>
        </>
      )}
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
