/**
 * The per-language part of a content editor (announcements and help pages alike): a tab per language
 * the brand offers (a language without a title is flagged missing) and the chosen language's panel
 * with its title and rich text, what the editor adds for that language (`children`), and the notice
 * that the server's sanitiser removed markup from it. Test ids start with `testPrefix`
 * (`<prefix>-lang-<language>`, `<prefix>-title`, `<prefix>-body`, `<prefix>-trimmed`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LANGUAGE_NAMES } from './labels';
import { RichText } from './RichText';
import { uploadPicture } from './upload';

export function LanguageTextTabs({
  testPrefix,
  tenant,
  languages,
  language,
  onLanguage,
  missing,
  text,
  onText,
  canEdit,
  trimmed,
  children,
}: {
  testPrefix: string;
  tenant: string;
  languages: readonly string[];
  language: string;
  onLanguage: (language: string) => void;
  missing: readonly string[];
  text: { title: string; content: string };
  onText: (patch: { title?: string; content?: string }) => void;
  canEdit: boolean;
  /** The server's sanitiser changed this language's HTML at the last save. */
  trimmed: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <div role="tablist" aria-label={t`Languages`} className="row language-tabs">
        {languages.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === language}
            className={l === language ? '' : 'secondary'}
            onClick={() => onLanguage(l)}
            data-testid={`${testPrefix}-lang-${l}`}
            data-missing={missing.includes(l)}
          >
            {LANGUAGE_NAMES[l] ?? l}
            {missing.includes(l) && <span className="missing"> · {t`missing`}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="card" aria-label={LANGUAGE_NAMES[language] ?? language}>
        <label>
          <Trans>Title</Trans>
          <input
            value={text.title}
            maxLength={200}
            disabled={!canEdit}
            onChange={(e) => onText({ title: e.target.value })}
            data-testid={`${testPrefix}-title`}
          />
        </label>
        <RichText
          key={language}
          label={t`Text`}
          html={text.content}
          onChange={(content) => onText({ content })}
          onUpload={(file) => uploadPicture(tenant, file)}
          testId={`${testPrefix}-body`}
        />
        {children}
        {trimmed && (
          <p className="error" role="status" data-testid={`${testPrefix}-trimmed`}>
            <Trans>The server removed markup it does not allow (scripts, event handlers, styles…). The editor shows what was kept.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
