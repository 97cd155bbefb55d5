/**
 * One help page's editor: a tab per language the brand offers (`LanguageTextTabs`; a missing one is flagged; players in
 * it read the brand's default language, then the project's text), each with its title, rich-text
 * body and sub-items (title and rich text each; added, moved, removed); save into the draft, remove a
 * language's text, and the draft bar (preview, publish, discard). The texts keep `{brand}` and `{age}`, filled
 * by the server when players read them (a hint says so). After a save the editor shows the
 * HTML the server kept and says when its sanitiser removed something.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import type { Me } from '../../app/schemas';
import { allowed } from '../../app/state';
import { ActionMessages } from './ActionMessages';
import { normalised } from './Editor';
import { HelpEntry, type HelpText } from './help-schemas';
import { HelpDraftBar } from './HelpDraftBar';
import { LANGUAGE_NAMES } from './labels';
import { LanguageTextTabs } from './LanguageTextTabs';
import { RichText } from './RichText';
import { uploadPicture } from './upload';
import { useAction } from './useAction';
import { useLanguageTexts } from './useLanguageTexts';

type Text = Omit<HelpText, 'language'>;
const EMPTY: Text = { title: '', content: '', children: [] };

/** The placeholders the server fills when players read a help page. */
const BRAND_TOKEN = '{brand}';
const AGE_TOKEN = '{age}';

const textsOf = (entry: HelpEntry): Record<string, Text> =>
  Object.fromEntries(entry.texts.map((x) => [x.language, { title: x.title, content: x.content, children: x.children }]));

/** The languages whose HTML (body or a sub-item) the server's sanitiser changed. */
function trimmed(sent: Record<string, Text>, kept: HelpEntry): string[] {
  return kept.texts
    .filter((k) => {
      const s = sent[k.language];
      if (!s) return false;
      return (
        normalised(s.content) !== normalised(k.content) ||
        k.children.some((c, i) => normalised(s.children[i]?.content ?? '') !== normalised(c.content))
      );
    })
    .map((k) => k.language);
}

export function HelpEditor({ tenant, me, languages, entry }: { tenant: string; me: Me; languages: string[]; entry: HelpEntry }) {
  const { t } = useLingui();
  const canEdit = allowed(me, 'content.edit');
  const [saved, setSaved] = useState(entry);
  const [texts, setTexts] = useState(() => textsOf(entry));
  const { busy, error, notice, setNotice, act } = useAction();

  useEffect(() => {
    setSaved(entry);
    setTexts(textsOf(entry));
  }, [entry]);

  const { language, text, setText, setTrimmed, tabs } = useLanguageTexts({
    testPrefix: 'help',
    tenant,
    languages,
    canEdit,
    texts,
    onTexts: setTexts,
    empty: EMPTY,
  });
  const setChild = (i: number, patch: Partial<Text['children'][number]>) =>
    setText({ children: text.children.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const moveChild = (from: number, to: number) => {
    const list = [...text.children];
    const [moved] = list.splice(from, 1);
    if (moved) list.splice(to, 0, moved);
    setText({ children: list });
  };
  const stored = saved.texts.some((x) => x.language === language);

  const reload = async () => setSaved(await api('GET', `/tenants/${tenant}/content/help/entries/${saved.tag}`, HelpEntry));

  const save = () =>
    act(async () => {
      const sent = texts;
      const untitled = Object.entries(texts).find(([, x]) => x.title.trim() !== '' && x.children.some((c) => c.title.trim() === ''));
      if (untitled) {
        const name = LANGUAGE_NAMES[untitled[0]] ?? untitled[0];
        throw new Error(t`A sub-item in ${name} has no title: give it one or remove it.`);
      }
      const body = Object.entries(texts)
        .filter(([, x]) => x.title.trim() !== '')
        .map(([l, x]) => ({ language: l, title: x.title, content: x.content, children: x.children }));
      const next = await api('PUT', `/tenants/${tenant}/content/help/entries/${saved.tag}`, HelpEntry, { texts: body });
      setSaved(next);
      setTexts(textsOf(next));
      setTrimmed(trimmed(sent, next));
      setNotice(t`Saved as a draft: publish to show it to players.`);
    });

  const removeLanguage = () =>
    act(async () => {
      const name = LANGUAGE_NAMES[language] ?? language;
      if (!window.confirm(t`Remove the ${name} text of this page? Players in ${name} then read the fallback language.`)) return;
      const next = await api('DELETE', `/tenants/${tenant}/content/help/entries/${saved.tag}/texts/${language}`, HelpEntry);
      setSaved(next);
      setTexts(textsOf(next));
      setNotice(t`Removed as a draft: publish to show it to players.`);
    });

  return (
    <section className="content-editor" aria-labelledby="help-editor-title">
      <h2 id="help-editor-title">{t`Help page: ${saved.tag}`}</h2>
      {saved.protected && (
        <p className="small">
          <Trans>The player site links to this page: it can be edited but not deleted.</Trans>
        </p>
      )}
      <p className="small" data-testid="help-placeholders-hint">
        {t`In the texts, ${BRAND_TOKEN} shows as the brand's name and ${AGE_TOKEN} as its minimum age, as they are when players read the page.`}
      </p>
      <HelpDraftBar tenant={tenant} me={me} draft={saved.draft} tag={saved.tag} onChange={() => void reload()} />
      <LanguageTextTabs {...tabs}>
        <fieldset>
          <legend>
            <Trans>Sub-items</Trans>
          </legend>
          {text.children.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sub-items have no id; their position is their identity here
            <div key={`${language}-${i}`} className="card" data-testid="help-child">
              <label>
                {t`Sub-item ${i + 1} title`}
                <input
                  value={c.title}
                  maxLength={200}
                  disabled={!canEdit}
                  onChange={(e) => setChild(i, { title: e.target.value })}
                  data-testid="help-child-title"
                />
              </label>
              <RichText
                label={t`Sub-item ${i + 1} text`}
                html={c.content}
                onChange={(content) => setChild(i, { content })}
                onUpload={(file) => uploadPicture(tenant, file)}
                testId={`help-child-body-${i}`}
              />
              {canEdit && (
                <div className="row">
                  <button type="button" className="secondary" disabled={i === 0} onClick={() => moveChild(i, i - 1)}>
                    {t`Move sub-item ${i + 1} up`}
                  </button>
                  <button type="button" className="secondary" disabled={i === text.children.length - 1} onClick={() => moveChild(i, i + 1)}>
                    {t`Move sub-item ${i + 1} down`}
                  </button>
                  <button
                    type="button"
                    className="secondary danger"
                    onClick={() => setText({ children: text.children.filter((_, j) => j !== i) })}
                  >
                    {t`Remove sub-item ${i + 1}`}
                  </button>
                </div>
              )}
            </div>
          ))}
          {canEdit && (
            <button
              type="button"
              className="secondary"
              onClick={() => setText({ children: [...text.children, { title: '', content: '' }] })}
              data-testid="help-child-add"
            >
              {t`Add a sub-item`}
            </button>
          )}
        </fieldset>
      </LanguageTextTabs>
      <ActionMessages error={error} notice={notice} errorTestId="help-editor-error" noticeTestId="help-editor-notice" />
      {canEdit && (
        <div className="row">
          <button type="button" disabled={busy} onClick={save} data-testid="help-save">
            {t`Save draft`}
          </button>
          {stored && saved.texts.length > 1 && (
            <button type="button" className="secondary danger" disabled={busy} onClick={removeLanguage} data-testid="help-remove-language">
              {t`Remove the ${LANGUAGE_NAMES[language] ?? language} text`}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
