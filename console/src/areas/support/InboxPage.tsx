/**
 * Compose an inbox message to one member, a VIP rank or every player of the brand: a title and body
 * per language the brand offers (one tab each; the brand's default language is required, a player
 * whose language has no text reads the default's), an optional time to show it from (until then no
 * player sees it), a preview of the open tab, and the brand's messages sent so far.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGES } from '../../../../src/contracts/language-table';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { useLoad } from '../../app/use-load';
import { Ranks, Sent, SentPage } from './schemas';

type Kind = 'member' | 'rank' | 'all';
type Text = { title: string; body: string };
const EMPTY: Text = { title: '', body: '' };
const SENT_PAGE = 10;

const languageInfo = (code: string) => LANGUAGES.find((l) => l.code === code);

function SentList({ tenant, tick }: { tenant: string; tick: number }) {
  const { t } = useLingui();
  const when = useDateTime();
  const [page, setPage] = useState(1);
  const sent = useLoad(
    () => api('GET', `/tenants/${tenant}/support/inbox${query({ page: String(page), pageSize: String(SENT_PAGE) })}`, SentPage),
    [tenant, page, tick],
  );
  const pages = sent.value ? Math.max(1, Math.ceil(sent.value.total / SENT_PAGE)) : 1;
  const audience = (r: { audience: Kind; to: string | null }) =>
    r.audience === 'member' ? t`Member ${r.to ?? ''}` : r.audience === 'rank' ? t`Rank ${r.to ?? ''}` : t`Every player`;
  return (
    <section className="card" aria-labelledby="sent-title">
      <h3 id="sent-title">
        <Trans>Messages sent</Trans>
      </h3>
      {sent.error && (
        <p role="alert" className="error">
          {sent.error}
        </p>
      )}
      {sent.value && sent.value.rows.length === 0 && (
        <p>
          <Trans>No messages yet.</Trans>
        </p>
      )}
      {sent.value && sent.value.rows.length > 0 && (
        <table data-testid="inbox-sent">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>To</Trans>
              </th>
              <th scope="col">
                <Trans>Title</Trans>
              </th>
              <th scope="col">
                <Trans>Languages</Trans>
              </th>
              <th scope="col">
                <Trans>Shown from</Trans>
              </th>
              <th scope="col">
                <Trans>By</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sent.value.rows.map((r) => (
              <tr key={r.id} data-testid={`inbox-sent-${r.id}`}>
                <td>{r.id}</td>
                <td>{audience(r)}</td>
                <td>{r.title}</td>
                <td>{r.languages.join(', ')}</td>
                <td>
                  {when(r.shownAt)}
                  {r.scheduled && <span className="tag">{t`scheduled`}</span>}
                </td>
                <td>{r.sender}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="row" aria-label={t`Sent message pages`}>
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}

export function InboxPage({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const when = useDateTime();
  const setup = useLoad(() => api('GET', `/tenants/${tenant}/support/ranks`, Ranks), [tenant]);
  const [kind, setKind] = useState<Kind>('member');
  const [username, setUsername] = useState('');
  const [rank, setRank] = useState('');
  const [texts, setTexts] = useState<Record<string, Text>>({});
  const [tab, setTab] = useState<string | null>(null);
  const [sendAt, setSendAt] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);

  const main = setup.value?.defaultLanguage ?? '';
  const languages = setup.value ? [main, ...setup.value.languages.filter((l) => l !== main)] : [];
  const open = tab ?? main;
  const text = texts[open] ?? EMPTY;
  const info = languageInfo(open);
  const filled = (x: Text | undefined) => Boolean(x?.title.trim() && x.body.trim());
  const half = languages.filter((l) => !filled(texts[l]) && Boolean(texts[l]?.title.trim() || texts[l]?.body.trim()));
  const to = kind === 'member' ? { kind, username } : kind === 'rank' ? { kind, labelId: rank || setup.value?.ranks[0] || '' } : { kind };
  const setText = (patch: Partial<Text>) => setTexts({ ...texts, [open]: { ...text, ...patch } });

  function send() {
    setBusy(true);
    setError(null);
    setResult(null);
    const body = {
      to,
      texts: Object.fromEntries(languages.filter((l) => filled(texts[l])).map((l) => [l, texts[l]])),
      ...(sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}),
    };
    api('POST', `/tenants/${tenant}/support/inbox`, Sent, body)
      .then((r) => {
        setResult(r.shownFrom ? t`Scheduled for ${r.audience}: shown from ${when(r.shownFrom)}.` : t`Sent to ${r.audience}.`);
        setTick((n) => n + 1);
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(false));
  }

  return (
    <section>
      <h2>
        <Trans>Inbox message</Trans>
      </h2>
      {setup.error && (
        <p role="alert" className="error">
          {setup.error}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <fieldset>
          <legend>
            <Trans>To</Trans>
          </legend>
          <label>
            <input type="radio" name="to" checked={kind === 'member'} onChange={() => setKind('member')} /> <Trans>One member</Trans>
          </label>
          <label>
            <input type="radio" name="to" checked={kind === 'rank'} onChange={() => setKind('rank')} /> <Trans>A VIP rank</Trans>
          </label>
          <label>
            <input type="radio" name="to" checked={kind === 'all'} onChange={() => setKind('all')} />{' '}
            <Trans>Every player of the brand</Trans>
          </label>
        </fieldset>
        {kind === 'member' && (
          <label>
            <Trans>Username</Trans>
            <input value={username} maxLength={40} onChange={(e) => setUsername(e.target.value)} data-testid="inbox-username" />
          </label>
        )}
        {kind === 'rank' && (
          <label>
            <Trans>VIP rank</Trans>
            <select value={rank || setup.value?.ranks[0] || ''} onChange={(e) => setRank(e.target.value)}>
              {setup.value?.ranks.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="small">
          <Trans>
            Write the message in each language you want. The brand's default language is required; a player whose language has no text reads
            the default's.
          </Trans>
        </p>
        <div role="tablist" aria-label={t`Languages`} className="row">
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              id={`inbox-tab-${l}`}
              aria-selected={l === open}
              aria-controls="inbox-text"
              className={l === open ? '' : 'secondary'}
              onClick={() => setTab(l)}
              data-testid={`inbox-lang-${l}`}
            >
              <span lang={l}>{languageInfo(l)?.name ?? l}</span>
              {l === main && ` · ${t`default`}`}
              {filled(texts[l]) && ' ✓'}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="inbox-text" aria-labelledby={`inbox-tab-${open}`}>
          <label>
            <Trans>Title</Trans>
            <input
              lang={open}
              dir={info?.dir}
              value={text.title}
              maxLength={80}
              onChange={(e) => setText({ title: e.target.value })}
              data-testid={open === main ? 'inbox-title' : `inbox-title-${open}`}
            />
          </label>
          <label>
            <Trans>Message</Trans>
            <textarea
              lang={open}
              dir={info?.dir}
              value={text.body}
              rows={5}
              maxLength={2000}
              onChange={(e) => setText({ body: e.target.value })}
              data-testid={open === main ? 'inbox-body' : `inbox-body-${open}`}
            />
          </label>
        </div>
        <label>
          <Trans>Show from (your local time; empty: now)</Trans>
          <input type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} data-testid="inbox-send-at" />
        </label>
        {half.length > 0 && (
          <p className="error">
            <Trans>Give both a title and a message in: {half.join(', ')}</Trans>
          </p>
        )}
        <button type="submit" disabled={busy || !filled(texts[main]) || half.length > 0}>
          {sendAt ? <Trans>Schedule</Trans> : <Trans>Send</Trans>}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {result && <p role="status">{result}</p>}
      <article aria-label={t`Preview`} className="preview" data-testid="inbox-preview" lang={open} dir={info?.dir}>
        <h3>{text.title || t`(no title)`}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{text.body}</p>
      </article>
      <SentList tenant={tenant} tick={tick} />
    </section>
  );
}
