/**
 * The content area of the chosen brand: a tab per kind (notices, banners, pop-ups, promotions, hot
 * items), the list with each one's state, schedule and missing languages, and the editor; and the
 * help pages (their list and editor).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, NavLink, Navigate, Route, Routes, useParams } from 'react-router';
import { api, query } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { allowed, brandAtom, meAtom } from '../../app/state';
import type { Me } from '../../app/schemas';
import { useLoad } from '../../app/use-load';
import { Editor } from './Editor';
import { HelpEditor } from './HelpEditor';
import { HelpPages } from './HelpPages';
import { HelpEntry, HelpList } from './help-schemas';
import { KIND_LABELS, LANGUAGE_NAMES, stateLabel } from './labels';
import { CONTENT_KINDS, type ContentKind, ContentItem, ContentList } from './schemas';

const kindOf = (value: string | undefined): ContentKind => CONTENT_KINDS.find((k) => k === value) ?? 'PL';

function useList(tenant: string, kind: ContentKind) {
  return useLoad(() => api('GET', `/tenants/${tenant}/content/announcements${query({ type: kind })}`, ContentList), [tenant, kind]);
}

function ListOf({ tenant, me }: { tenant: string; me: Me }) {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const kind = kindOf(useParams().kind);
  const list = useList(tenant, kind);
  const lang = list.value?.defaultLanguage ?? 'en';
  return (
    <section aria-labelledby="content-list-title">
      <div className="row">
        <h2 id="content-list-title">{i18n._(KIND_LABELS[kind])}</h2>
        {allowed(me, 'content.edit') && (
          <Link className="button-link" to={`/content/${kind}/new`} data-testid="content-new">
            {t`New`}
          </Link>
        )}
      </div>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      {list.value && (
        <DataTable
          testId="content-list"
          labelledBy="content-list-title"
          rows={list.value.list}
          rowKey={(a) => a.id}
          rowTestId={() => 'content-row'}
          rowData={(a) => ({ state: a.state })}
          columns={[
            { header: '#', cell: (a) => a.id },
            {
              header: <Trans>Title</Trans>,
              cell: (a) => (
                <>
                  <Link to={`/content/${kind}/${a.id}`}>{a.titles[lang] ?? a.titles.en ?? Object.values(a.titles)[0] ?? `#${a.id}`}</Link>
                  {a.groupName && <span className="small"> · {a.groupName}</span>}
                </>
              ),
            },
            { header: <Trans>State</Trans>, cell: (a) => i18n._(stateLabel(a.state)) },
            { header: <Trans>Start</Trans>, cell: (a) => when(a.startDate) },
            { header: <Trans>End</Trans>, cell: (a) => (a.noExpiry ? t`No end date` : a.endDate ? when(a.endDate) : '—') },
            {
              header: <Trans>Missing languages</Trans>,
              cell: (a) => (a.missingLanguages.length === 0 ? '—' : a.missingLanguages.map((l) => LANGUAGE_NAMES[l] ?? l).join(', ')),
            },
          ]}
        />
      )}
    </section>
  );
}

function EditOne({ tenant, me }: { tenant: string; me: Me }) {
  const params = useParams();
  const kind = kindOf(params.kind);
  const id = params.id === 'new' ? null : Number(params.id);
  const list = useList(tenant, kind);
  const item = useLoad(
    () => (id === null ? Promise.resolve(null) : api('GET', `/tenants/${tenant}/content/announcements/${id}`, ContentItem)),
    [tenant, id],
  );
  const error = list.error ?? item.error;
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!list.value || (id !== null && !item.value)) return null;
  return <Editor tenant={tenant} me={me} languages={list.value.languages} item={item.value} kind={kind} />;
}

function HelpOne({ tenant, me }: { tenant: string; me: Me }) {
  const tag = useParams().tag ?? '';
  const list = useLoad(() => api('GET', `/tenants/${tenant}/content/help`, HelpList), [tenant]);
  const entry = useLoad(() => api('GET', `/tenants/${tenant}/content/help/entries/${encodeURIComponent(tag)}`, HelpEntry), [tenant, tag]);
  const error = list.error ?? entry.error;
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!list.value || !entry.value) return null;
  return <HelpEditor tenant={tenant} me={me} languages={list.value.languages} entry={entry.value} />;
}

export function ContentPage() {
  const { t, i18n } = useLingui();
  const tenant = useAtomValue(brandAtom);
  const me = useAtomValue(meAtom);
  if (!tenant || !me) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <section>
      <h1>
        <Trans>Content</Trans>
      </h1>
      <nav aria-label={t`Content kinds`} className="row">
        {CONTENT_KINDS.map((k) => (
          <NavLink key={k} to={`/content/${k}`} data-testid={`content-kind-${k}`}>
            {i18n._(KIND_LABELS[k])}
          </NavLink>
        ))}
        <NavLink to="/content/help" data-testid="content-kind-help">
          {t`Help pages`}
        </NavLink>
      </nav>
      <Routes key={tenant}>
        <Route index element={<Navigate to="/content/PL" replace />} />
        <Route path="help" element={<HelpPages tenant={tenant} me={me} />} />
        <Route path="help/:tag" element={<HelpOne tenant={tenant} me={me} />} />
        <Route path=":kind" element={<ListOf tenant={tenant} me={me} />} />
        <Route path=":kind/:id" element={<EditOne tenant={tenant} me={me} />} />
      </Routes>
    </section>
  );
}
