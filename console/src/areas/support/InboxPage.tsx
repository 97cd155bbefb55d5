/** Compose an inbox message to one member, a VIP rank or every player of the brand, with a preview. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../app/api';
import { useLoad } from '../../app/use-load';
import { Ranks, Sent } from './schemas';

type Kind = 'member' | 'rank' | 'all';

export function InboxPage({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const ranks = useLoad(() => api('GET', `/tenants/${tenant}/support/ranks`, Ranks), [tenant]);
  const [kind, setKind] = useState<Kind>('member');
  const [username, setUsername] = useState('');
  const [rank, setRank] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const to = kind === 'member' ? { kind, username } : kind === 'rank' ? { kind, labelId: rank || ranks.value?.ranks[0] || '' } : { kind };
  return (
    <section>
      <h2>
        <Trans>Inbox message</Trans>
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          setResult(null);
          api('POST', `/tenants/${tenant}/support/inbox`, Sent, { to, title, body })
            .then((r) => setResult(t`Sent to ${r.audience}.`))
            .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
            .finally(() => setBusy(false));
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
            <select value={rank || ranks.value?.ranks[0] || ''} onChange={(e) => setRank(e.target.value)}>
              {ranks.value?.ranks.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <Trans>Title</Trans>
          <input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} data-testid="inbox-title" />
        </label>
        <label>
          <Trans>Message</Trans>
          <textarea value={body} rows={5} onChange={(e) => setBody(e.target.value)} data-testid="inbox-body" />
        </label>
        <button type="submit" disabled={busy || !title.trim() || !body.trim()}>
          <Trans>Send</Trans>
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {result && <p role="status">{result}</p>}
      <article aria-label={t`Preview`} className="preview" data-testid="inbox-preview">
        <h3>{title || t`(no title)`}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{body}</p>
      </article>
    </section>
  );
}
