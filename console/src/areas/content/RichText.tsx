/**
 * A small rich-text editor: a contenteditable area with a toolbar (bold, italic, heading, bulleted and
 * numbered lists, link, image) and an HTML view for pasting or checking the markup. HTML that goes into
 * the editable area is first cleaned with the players' allow-list (DOMPurify, `purifyOptions()`),
 * so nothing typed in the HTML view runs here; the server's sanitiser decides what is stored, and the
 * editor is given the stored HTML back after each save.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import DOMPurify from 'dompurify';
import { useEffect, useId, useRef, useState } from 'react';
import { purifyOptions } from '../../../../src/contracts/content/html';

const CONFIG = purifyOptions();

export function purify(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

type Props = {
  label: string;
  html: string;
  onChange: (html: string) => void;
  /** uploads a picture, answering its address (the editor inserts it) */
  onUpload: (file: File) => Promise<string>;
  testId: string;
};

/** `document.execCommand` is the one editing command set every browser still ships for contenteditable. */
function command(name: string, value?: string): void {
  document.execCommand(name, false, value);
}

export function RichText({ label, html, onChange, onUpload, testId }: Props) {
  const { t } = useLingui();
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();

  // the editable area shows `html` whenever it changes from outside (a save, another language)
  useEffect(() => {
    const el = area.current;
    if (!el || source || el.innerHTML === html) return;
    el.innerHTML = purify(html);
    // a picture without a description is marked decorative (screen readers skip it)
    for (const img of el.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  }, [html, source]);

  const run = (name: string, value?: string) => {
    area.current?.focus();
    command(name, value);
    onChange(area.current?.innerHTML ?? '');
  };

  const link = () => {
    const url = window.prompt(t`Link address (https://… or /m/…)`);
    if (url) run('createLink', url);
  };

  const picture = async (file: File) => {
    setUploadError(null);
    try {
      const url = await onUpload(file);
      area.current?.focus();
      command('insertHTML', `<img src="${encodeURI(url)}" alt="">`);
      onChange(area.current?.innerHTML ?? '');
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="rich-text" data-testid={testId}>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div role="toolbar" aria-label={t`Formatting`} className="row toolbar">
        <button type="button" className="secondary" disabled={source} onClick={() => run('bold')} aria-label={t`Bold`}>
          <strong>B</strong>
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => run('italic')} aria-label={t`Italic`}>
          <em>I</em>
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => run('formatBlock', 'h3')}>
          {t`Heading`}
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => run('formatBlock', 'p')}>
          {t`Paragraph`}
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => run('insertUnorderedList')}>
          {t`Bulleted list`}
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => run('insertOrderedList')}>
          {t`Numbered list`}
        </button>
        <button type="button" className="secondary" disabled={source} onClick={link}>
          {t`Link`}
        </button>
        <button type="button" className="secondary" disabled={source} onClick={() => fileInput.current?.click()}>
          {t`Picture`}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={t`Picture`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void picture(file);
          }}
        />
        <label className="inline">
          <input type="checkbox" checked={source} onChange={(e) => setSource(e.target.checked)} data-testid={`${testId}-source-toggle`} />
          <Trans>HTML</Trans>
        </label>
      </div>
      {source ? (
        <textarea
          aria-labelledby={labelId}
          className="html-source"
          value={html}
          rows={10}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`${testId}-source`}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text field is a contenteditable textbox
        <div
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          className="editable"
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          data-testid={`${testId}-area`}
        />
      )}
      {uploadError && (
        <p role="alert" className="error">
          {uploadError}
        </p>
      )}
    </div>
  );
}
