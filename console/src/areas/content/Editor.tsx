/**
 * One announcement's editor: a tab per language the brand offers with its title and rich text (`LanguageTextTabs`),
 * a missing translation flagged; the schedule; link, banner group and pictures where the kind has
 * them; a promotion's own fields (`PromotionFields`); remove a language's text (players then read the
 * fallback); a banner's picture per language (`LanguagePicture`); save, publish or unpublish, preview on the brand's player site, delete. After a save the
 * editor shows the HTML the server kept, and says so when its sanitiser removed something.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BANNER_GROUPS } from '../../../../src/contracts/content/calls';
import * as v from 'valibot';
import { parseAmount } from '../../../../src/contracts/wallet/money';
import { api, ConsoleApiError } from '../../app/api';
import { useLoad } from '../../app/use-load';
import { allowed } from '../../app/state';
import type { Me } from '../../app/schemas';
import { ActionMessages } from './ActionMessages';
import { KIND_LABELS, LANGUAGE_NAMES, stateLabel } from './labels';
import { LanguagePicture } from './LanguagePicture';
import { LanguageTextTabs } from './LanguageTextTabs';
import { PreviewLink, usePreviewPass } from './PreviewLink';
import { fromLocalInput, toLocalInput } from './schedule';
import { type PromotionDraft, PromotionFields, promotionDraftOf } from './PromotionFields';
import {
  type ContentItem,
  type ContentKind,
  CONTENT_KINDS,
  Deleted,
  FieldErrors,
  ContentItem as ItemSchema,
  PromotionSettings,
} from './schemas';
import { uploadPicture } from './upload';
import { useAction } from './useAction';
import { useLanguageTexts } from './useLanguageTexts';

type Text = { title: string; content: string };
const EMPTY_TEXT: Text = { title: '', content: '' };
type Draft = {
  type: ContentKind;
  groupName: string;
  url: string;
  start: string;
  end: string;
  noExpiry: boolean;
  images: string[];
  texts: Record<string, Text>;
  promotion: PromotionDraft;
};

function draftOf(item: ContentItem | null, kind: ContentKind, minorUnits: 0 | 2): Draft {
  const promotion = promotionDraftOf(item, minorUnits);
  if (!item) return { type: kind, groupName: 'm_home', url: '', start: '', end: '', noExpiry: true, images: [], texts: {}, promotion };
  return {
    promotion,
    type: CONTENT_KINDS.find((k) => k === item.type) ?? kind,
    groupName: item.groupName ?? 'm_home',
    url: item.url ?? '',
    start: toLocalInput(item.startDate),
    end: toLocalInput(item.endDate),
    noExpiry: item.noExpiry,
    images: item.images,
    texts: Object.fromEntries(item.texts.map((x) => [x.language, { title: x.title, content: x.content }])),
  };
}

/** A field the editor refuses before the call (the server would refuse it too). */
class DraftError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A promotion's own fields as the API takes them: the reward in minor units (null: the cashier decides). */
function promotionBody(p: PromotionDraft, minorUnits: 0 | 2, invalidReward: string): Record<string, unknown> {
  const reward = p.reward.trim();
  const rewardAmount = reward === '' ? null : parseAmount(reward, minorUnits);
  if (rewardAmount === null && reward !== '') throw new DraftError('rewardAmount', invalidReward);
  const turnover = p.turnover.trim();
  const multiple = turnover === '' ? 0 : Number(turnover);
  return {
    categoryIds: p.categoryIds,
    imageRequired: p.imageRequired,
    remarkRequired: p.remarkRequired,
    rewardAmount,
    // a value that is not a number is sent as typed: the server names the field
    turnoverMultiple: Number.isFinite(multiple) ? multiple : turnover,
  };
}

/** The fields the API takes: only languages with a title; the link, group and pictures where the kind has them. */
function bodyOf(d: Draft, isNew: boolean): Record<string, unknown> {
  const texts = Object.entries(d.texts)
    .filter(([, x]) => x.title.trim() !== '')
    .map(([language, x]) => ({ language, title: x.title, content: x.content }));
  const body: Record<string, unknown> = { texts, noExpiry: d.noExpiry, images: d.images };
  if (isNew) body.type = d.type;
  const start = fromLocalInput(d.start);
  if (start) body.startDate = start;
  if (!d.noExpiry) body.endDate = fromLocalInput(d.end) ?? null;
  if (d.type === 'B' || d.type === 'PR') body.groupName = d.type === 'B' ? d.groupName : null;
  if (d.type !== 'PL') body.url = d.url.trim() === '' ? null : d.url.trim();
  return body;
}

/** HTML as the browser serialises it, parsed in an inert template (nothing in it loads or runs). */
export function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** The languages whose HTML the server's sanitiser changed (compared as the browser reads both). */
function trimmed(sent: Record<string, Text>, kept: ContentItem): string[] {
  return kept.texts.filter((k) => normalised(sent[k.language]?.content ?? '') !== normalised(k.content)).map((k) => k.language);
}

export function Editor({
  tenant,
  me,
  languages,
  item,
  kind,
}: {
  tenant: string;
  me: Me;
  languages: string[];
  item: ContentItem | null;
  kind: ContentKind;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const canEdit = allowed(me, 'content.edit');
  const [saved, setSaved] = useState<ContentItem | null>(item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item, kind, 2));
  const preview = usePreviewPass();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, notice, setNotice, act } = useAction({
    onStart: () => setFieldErrors({}),
    onError: (e) => {
      if (e instanceof DraftError) setFieldErrors({ [e.field]: e.message });
      const fields = e instanceof ConsoleApiError ? v.safeParse(FieldErrors, e.value) : null;
      if (fields?.success) setFieldErrors(fields.output.fields);
    },
  });
  const isPromotion = (item?.type ?? kind) === 'PR';
  const settings = useLoad(
    () => (isPromotion ? api('GET', `/tenants/${tenant}/content/promotion-settings`, PromotionSettings) : Promise.resolve(null)),
    [tenant, isPromotion],
  );
  const minorUnits = settings.value?.currency.minorUnits ?? 2;

  useEffect(() => {
    setSaved(item);
    setDraft(draftOf(item, kind, minorUnits));
  }, [item, kind, minorUnits]);

  const { language, setTrimmed, tabs } = useLanguageTexts({
    testPrefix: 'content',
    tenant,
    languages,
    canEdit,
    texts: draft.texts,
    onTexts: (update) => setDraft((d) => ({ ...d, texts: update(d.texts) })),
    empty: EMPTY_TEXT,
  });

  const save = () =>
    act(async () => {
      const sent = draft.texts;
      const body = bodyOf(draft, saved === null);
      if (draft.type === 'PR' && settings.value)
        Object.assign(
          body,
          promotionBody(
            draft.promotion,
            minorUnits,
            t`The reward must be a positive amount of ${settings.value.currency.code} (at most ${minorUnits} decimals), or empty.`,
          ),
        );
      const next = saved
        ? await api('PATCH', `/tenants/${tenant}/content/announcements/${saved.id}`, ItemSchema, body)
        : await api('POST', `/tenants/${tenant}/content/announcements`, ItemSchema, body);
      setSaved(next);
      setDraft(draftOf(next, kind, minorUnits));
      setTrimmed(trimmed(sent, next));
      setNotice(t`Saved.`);
      if (!saved) navigate(`/content/${next.type}/${next.id}`, { replace: true });
    });

  const publish = (on: boolean) =>
    act(async () => {
      if (!saved) return;
      const next = await api('POST', `/tenants/${tenant}/content/announcements/${saved.id}/${on ? 'publish' : 'unpublish'}`, ItemSchema);
      setSaved(next);
      setNotice(on ? t`Published.` : t`Unpublished: players no longer see it.`);
    });

  const openPreview = () =>
    act(async () => {
      if (saved) await preview.open(`/tenants/${tenant}/content/announcements/${saved.id}/preview`);
    });

  const removeLanguage = () =>
    act(async () => {
      if (!saved) return;
      const name = LANGUAGE_NAMES[language] ?? language;
      if (!window.confirm(t`Remove the ${name} text? Players in ${name} then read the English text (or another language).`)) return;
      const next = await api('DELETE', `/tenants/${tenant}/content/announcements/${saved.id}/texts/${language}`, ItemSchema);
      setSaved(next);
      setDraft((d) => ({ ...d, texts: Object.fromEntries(Object.entries(d.texts).filter(([l]) => l !== language)) }));
      setNotice(t`The ${name} text was removed.`);
    });

  const remove = () =>
    act(async () => {
      if (!saved || !window.confirm(t`Delete this announcement? Players will no longer see it.`)) return;
      await api('DELETE', `/tenants/${tenant}/content/announcements/${saved.id}`, Deleted);
      navigate(`/content/${saved.type}`);
    });

  const addPicture = async (file: File) => {
    const url = await uploadPicture(tenant, file);
    setDraft((d) => ({ ...d, images: [...d.images, url].slice(0, 5) }));
  };

  return (
    <section className="content-editor" aria-labelledby="content-editor-title">
      <h2 id="content-editor-title">
        {saved ? t`Edit: ${i18n._(KIND_LABELS[draft.type])} #${saved.id}` : t`New: ${i18n._(KIND_LABELS[draft.type])}`}
      </h2>
      {saved && (
        <p data-testid="content-state" data-state={saved.state}>
          <Trans>State:</Trans> <strong>{i18n._(stateLabel(saved.state))}</strong>
        </p>
      )}
      <LanguageTextTabs {...tabs}>
        {canEdit && saved?.texts.some((x) => x.language === language) && saved.texts.length > 1 && (
          <button type="button" className="secondary danger" disabled={busy} onClick={removeLanguage} data-testid="content-remove-language">
            {t`Remove the ${LANGUAGE_NAMES[language] ?? language} text`}
          </button>
        )}
        {draft.type === 'B' && saved?.texts.some((x) => x.language === language) && (
          <LanguagePicture
            tenant={tenant}
            item={saved}
            language={language}
            languageName={LANGUAGE_NAMES[language] ?? language}
            disabled={!canEdit || busy}
            act={act}
            onSaved={setSaved}
          />
        )}
      </LanguageTextTabs>
      <fieldset>
        <legend>
          <Trans>Schedule</Trans>
        </legend>
        <div className="row">
          <label>
            <Trans>Start</Trans>
            <input
              type="datetime-local"
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
              data-testid="content-start"
            />
          </label>
          <label className="inline">
            <input
              type="checkbox"
              checked={draft.noExpiry}
              onChange={(e) => setDraft({ ...draft, noExpiry: e.target.checked })}
              data-testid="content-no-expiry"
            />
            <Trans>No end date</Trans>
          </label>
          {!draft.noExpiry && (
            <label>
              <Trans>End</Trans>
              <input
                type="datetime-local"
                value={draft.end}
                onChange={(e) => setDraft({ ...draft, end: e.target.value })}
                data-testid="content-end"
              />
            </label>
          )}
        </div>
        <p className="small">
          <Trans>Empty start: from the moment it is published. Times are in your own time zone; the server's clock decides.</Trans>
        </p>
      </fieldset>
      {draft.type !== 'PL' && (
        <fieldset>
          <legend>
            <Trans>Link and pictures</Trans>
          </legend>
          <div className="row">
            {draft.type === 'B' && (
              <label>
                <Trans>Banner place</Trans>
                <select value={draft.groupName} onChange={(e) => setDraft({ ...draft, groupName: e.target.value })}>
                  {BANNER_GROUPS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              <Trans>Opens (a site path /m/… or an https address)</Trans>
              <input value={draft.url} maxLength={500} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
            </label>
          </div>
          <ul className="pictures">
            {draft.images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={i === 0 ? t`Cover` : t`Attachment ${i + 1}`} />
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setDraft({ ...draft, images: draft.images.filter((x) => x !== src) })}
                >
                  {t`Remove picture ${i + 1}`}
                </button>
              </li>
            ))}
          </ul>
          <label>
            <Trans>Add a picture (PNG or JPEG, up to 5 MB; the first is the cover)</Trans>
            <input
              type="file"
              accept="image/png,image/jpeg"
              disabled={!canEdit || draft.images.length >= 5}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void act(() => addPicture(file));
              }}
            />
          </label>
        </fieldset>
      )}
      {draft.type === 'PR' && settings.value && (
        <PromotionFields
          value={draft.promotion}
          onChange={(promotion) => setDraft((d) => ({ ...d, promotion }))}
          settings={settings.value}
          errors={fieldErrors}
          disabled={!canEdit}
        />
      )}
      <ActionMessages error={error} notice={notice} errorTestId="content-error" noticeTestId="content-notice" />
      <div className="row">
        {canEdit && (
          <button type="button" disabled={busy} onClick={save} data-testid="content-save">
            {saved ? t`Save` : t`Save as unpublished`}
          </button>
        )}
        {saved && (
          <button type="button" className="secondary" disabled={busy} onClick={openPreview} data-testid="content-preview">
            {t`Preview on the player site`}
          </button>
        )}
        {canEdit && saved && !saved.published && (
          <button type="button" disabled={busy} onClick={() => publish(true)} data-testid="content-publish">
            {t`Publish`}
          </button>
        )}
        {canEdit && saved?.published && (
          <button type="button" className="secondary" disabled={busy} onClick={() => publish(false)} data-testid="content-unpublish">
            {t`Unpublish`}
          </button>
        )}
        {canEdit && saved && (
          <button type="button" className="secondary danger" disabled={busy} onClick={remove}>
            {t`Delete`}
          </button>
        )}
      </div>
      <PreviewLink url={preview.url} testId="content-preview-link" />
    </section>
  );
}
