/**
 * The brand's help pages: every entry (tag, title, sub-items, missing languages) in the order players
 * see them, moved up or down, a new entry by its tag, deletion (not for the pages the player site
 * links to), and the draft's bar: preview on the player site, publish, discard.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import type { Me } from '../../app/schemas';
import { allowed } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { HELP_TAG, HelpEntry, HelpList } from './help-schemas';
import { HelpDraftBar } from './HelpDraftBar';
import { LANGUAGE_NAMES } from './labels';
import { useAction } from './useAction';

export function HelpPages({ tenant, me }: { tenant: string; me: Me }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canEdit = allowed(me, 'content.edit');
  const loaded = useLoad(() => api('GET', `/tenants/${tenant}/content/help`, HelpList), [tenant]);
  const [list, setList] = useState<HelpList | null>(null);
  const [tag, setTag] = useState('');
  const { busy, error, act } = useAction();
  const shown = list ?? loaded.value;

  const move = (from: number, to: number) =>
    act(async () => {
      if (!shown) return;
      const tags = shown.entries.map((e) => e.tag);
      const [moved] = tags.splice(from, 1);
      if (moved === undefined) return;
      tags.splice(to, 0, moved);
      setList(await api('PUT', `/tenants/${tenant}/content/help/order`, HelpList, { tags }));
    });

  const remove = (entryTag: string) =>
    act(async () => {
      if (!window.confirm(t`Delete the help page "${entryTag}"? Players no longer see it once the change is published.`)) return;
      setList(await api('DELETE', `/tenants/${tenant}/content/help/entries/${entryTag}`, HelpList));
    });

  const create = () =>
    act(async () => {
      const wanted = tag.trim();
      if (!HELP_TAG.test(wanted)) throw new Error(t`A tag is lower-case letters, digits and hyphens, starting with a letter (at most 40).`);
      await api('POST', `/tenants/${tenant}/content/help/entries`, HelpEntry, {
        tag: wanted,
        texts: [{ language: 'en', title: wanted, content: '' }],
      });
      navigate(`/content/help/${wanted}`);
    });

  if (loaded.error)
    return (
      <p role="alert" className="error">
        {loaded.error}
      </p>
    );
  if (!shown) return null;
  const lang = shown.defaultLanguage;
  const last = shown.entries.length - 1;
  const actions = (e: HelpList['entries'][number]) => {
    const i = shown.entries.indexOf(e);
    return (
      <>
        <button
          type="button"
          className="secondary"
          disabled={busy || i === 0}
          onClick={() => move(i, i - 1)}
          aria-label={t`Move "${e.tag}" up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy || i === last}
          onClick={() => move(i, i + 1)}
          aria-label={t`Move "${e.tag}" down`}
        >
          ↓
        </button>
        {e.protected ? (
          <span className="small">{t`Cannot be deleted`}</span>
        ) : (
          <button
            type="button"
            className="secondary danger"
            disabled={busy}
            onClick={() => remove(e.tag)}
            data-testid={`help-delete-${e.tag}`}
          >
            {t`Delete`}
          </button>
        )}
      </>
    );
  };
  return (
    <section aria-labelledby="help-list-title">
      <h2 id="help-list-title">
        <Trans>Help pages</Trans>
      </h2>
      <HelpDraftBar tenant={tenant} me={me} draft={shown.draft} onChange={setList} />
      {error && (
        <p role="alert" className="error" data-testid="help-error">
          {error}
        </p>
      )}
      <DataTable
        testId="help-list"
        rows={shown.entries}
        rowKey={(e) => e.tag}
        rowTestId={() => 'help-row'}
        rowData={(e) => ({ tag: e.tag })}
        columns={[
          { header: '#', cell: (e) => shown.entries.indexOf(e) + 1 },
          {
            header: <Trans>Tag</Trans>,
            cell: (e) => (
              <>
                <code>{e.tag}</code>
                {e.protected && <span className="small"> · {t`linked from the player site`}</span>}
              </>
            ),
          },
          {
            header: <Trans>Title</Trans>,
            cell: (e) => <Link to={`/content/help/${e.tag}`}>{e.titles[lang] ?? e.titles.en ?? Object.values(e.titles)[0] ?? e.tag}</Link>,
          },
          { header: <Trans>Sub-items</Trans>, cell: (e) => e.children[lang] ?? e.children.en ?? 0 },
          {
            header: <Trans>Missing languages</Trans>,
            cell: (e) => (e.missingLanguages.length === 0 ? '—' : e.missingLanguages.map((l) => LANGUAGE_NAMES[l] ?? l).join(', ')),
          },
          ...(canEdit ? [{ header: <Trans>Actions</Trans>, className: 'row', cell: actions }] : []),
        ]}
      />
      {canEdit && (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <label>
            <Trans>New help page tag (e.g. vip-club)</Trans>
            <input value={tag} maxLength={40} onChange={(e) => setTag(e.target.value)} data-testid="help-new-tag" />
          </label>
          <button type="submit" disabled={busy} data-testid="help-new">
            {t`Add a help page`}
          </button>
        </form>
      )}
    </section>
  );
}
