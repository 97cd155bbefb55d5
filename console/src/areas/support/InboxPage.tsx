/**
 * Compose an inbox message to one member, a VIP rank or every player of the brand: a title and body
 * per language the brand offers (one tab each; the brand's default language is required, a player
 * whose language has no text reads the default's), an optional time to show it from (until then no
 * player sees it), a preview of the open tab, and the brand's messages sent so far. A scheduled
 * message opened for editing fills the same form: its texts and time can change, not its audience.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LANGUAGES } from '../../../../src/contracts/language-table';
import { api } from '../../app/api';
import { useDateTime } from '../../app/format';
import { allowed, meAtom } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { localInputValue } from './local-time';
import { InboxMessage, Ranks, Sent } from './schemas';
import { SentList } from './SentList';

type Kind = 'member' | 'rank' | 'all';
type Text = { title: string; body: string };
const EMPTY: Text = { title: '', body: '' };
/**
 * The message being edited: its id, audience, its time and the time field's value as loaded. The
 * time changes only when the field holds another time: left as loaded or emptied, the message keeps
 * its time (an emptied field never means "now", which would show it at once and beyond recall).
 */
type Editing = { id: number; audience: string; shownFrom: string; loadedAt: string };

const languageInfo = (code: string) => LANGUAGES.find((l) => l.code === code);

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
  const [editing, setEditing] = useState<Editing | null>(null);
  const canAnswer = allowed(useAtomValue(meAtom), 'support.answer');

  const main = setup.value?.defaultLanguage ?? '';
  const languages = setup.value ? [main, ...setup.value.languages.filter((l) => l !== main)] : [];
  const open = tab ?? main;
  const text = texts[open] ?? EMPTY;
  const info = languageInfo(open);
  const filled = (x: Text | undefined) => Boolean(x?.title.trim() && x.body.trim());
  const half = languages.filter((l) => !filled(texts[l]) && Boolean(texts[l]?.title.trim() || texts[l]?.body.trim()));
  const to = kind === 'member' ? { kind, username } : kind === 'rank' ? { kind, labelId: rank || setup.value?.ranks[0] || '' } : { kind };
  const setText = (patch: Partial<Text>) => setTexts({ ...texts, [open]: { ...text, ...patch } });

  const filledTexts = () => Object.fromEntries(languages.filter((l) => filled(texts[l])).map((l) => [l, texts[l]]));
  const failed = (err: unknown) => setError(err instanceof Error ? err.message : String(err));

  function send() {
    setBusy(true);
    setError(null);
    setResult(null);
    const body = { to, texts: filledTexts(), ...(sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}) };
    api('POST', `/tenants/${tenant}/support/inbox`, Sent, body)
      .then((r) => {
        setResult(r.shownFrom ? t`Scheduled for ${r.audience}: shown from ${when(r.shownFrom)}.` : t`Sent to ${r.audience}.`);
        setTick((n) => n + 1);
      })
      .catch(failed)
      .finally(() => setBusy(false));
  }

  function save(edit: Editing) {
    setBusy(true);
    setError(null);
    setResult(null);
    const body = { texts: filledTexts(), ...(sendAt !== edit.loadedAt && sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}) };
    api('PUT', `/tenants/${tenant}/support/inbox/${edit.id}`, InboxMessage, body)
      .then((r) => {
        setResult(t`Message #${r.id} changed: shown from ${when(r.shownFrom)}.`);
        stopEditing();
        setTick((n) => n + 1);
      })
      .catch(failed)
      .finally(() => setBusy(false));
  }

  function edit(id: number) {
    setError(null);
    setResult(null);
    api('GET', `/tenants/${tenant}/support/inbox/${id}`, InboxMessage)
      .then((m) => {
        const at = localInputValue(m.shownFrom);
        setTexts(m.texts);
        setSendAt(at);
        setTab(null);
        const audience =
          m.audience === 'member' ? t`Member ${m.to ?? ''}` : m.audience === 'rank' ? t`Rank ${m.to ?? ''}` : t`Every player`;
        setEditing({ id: m.id, audience, shownFrom: m.shownFrom, loadedAt: at });
      })
      .catch(failed);
  }

  function stopEditing() {
    setEditing(null);
    setTexts({});
    setSendAt('');
  }

  return (
    <section>
      <h2>{editing ? t`Edit scheduled message #${editing.id}` : t`Inbox message`}</h2>
      {setup.error && (
        <p role="alert" className="error">
          {setup.error}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) save(editing);
          else send();
        }}
      >
        {editing && (
          <p data-testid="inbox-editing">
            <Trans>To: {editing.audience}. The audience of a sent message cannot change.</Trans>
          </p>
        )}
        <fieldset hidden={Boolean(editing)}>
          <legend>
            <Trans>To</Trans>
          </legend>
          <label className="inline">
            <input type="radio" name="to" checked={kind === 'member'} onChange={() => setKind('member')} /> <Trans>One member</Trans>
          </label>
          <label className="inline">
            <input type="radio" name="to" checked={kind === 'rank'} onChange={() => setKind('rank')} /> <Trans>A VIP rank</Trans>
          </label>
          <label className="inline">
            <input type="radio" name="to" checked={kind === 'all'} onChange={() => setKind('all')} />{' '}
            <Trans>Every player of the brand</Trans>
          </label>
        </fieldset>
        {!editing && kind === 'member' && (
          <label>
            <Trans>Username</Trans>
            <input value={username} maxLength={40} onChange={(e) => setUsername(e.target.value)} data-testid="inbox-username" />
          </label>
        )}
        {!editing && kind === 'rank' && (
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
        <div role="tabpanel" id="inbox-text" aria-labelledby={`inbox-tab-${open}`} hidden={!setup.value}>
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
          {editing ? (
            <Trans>Show from (your local time; empty: keeps {when(editing.shownFrom)})</Trans>
          ) : (
            <Trans>Show from (your local time; empty: now)</Trans>
          )}
          <input type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} data-testid="inbox-send-at" />
        </label>
        {half.length > 0 && (
          <p className="error">
            <Trans>Give both a title and a message in: {half.join(', ')}</Trans>
          </p>
        )}
        <div className="row">
          <button type="submit" disabled={busy || !filled(texts[main]) || half.length > 0} data-testid="inbox-submit">
            {editing ? <Trans>Save changes</Trans> : sendAt ? <Trans>Schedule</Trans> : <Trans>Send</Trans>}
          </button>
          {editing && (
            <button type="button" className="secondary" onClick={stopEditing}>
              <Trans>Stop editing</Trans>
            </button>
          )}
        </div>
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
      <SentList tenant={tenant} tick={tick} onEdit={canAnswer ? edit : undefined} />
    </section>
  );
}
