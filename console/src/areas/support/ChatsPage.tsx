/**
 * The brand's support conversations (waiting first, unread counts) beside the open conversation: its
 * history, a reply box, close/reopen. Both poll the server (the list every few seconds, the open
 * conversation after its last message id), so new player messages appear without a reload.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as v from 'valibot';
import { api } from '../../app/api';
import { useDateTime } from '../../app/format';
import { ClosedState, Conversation, Message, POLL_MS, type Thread, Threads } from './schemas';
import { usePoll } from './use-poll';

function ThreadList({ tenant, openId }: { tenant: string; openId: number | null }) {
  const { t } = useLingui();
  const when = useDateTime();
  const [threads, setThreads] = useState<Thread[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePoll(
    () => {
      api('GET', `/tenants/${tenant}/support/chats`, Threads)
        .then((r) => {
          setThreads(r.threads);
          setError(null);
        })
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    },
    POLL_MS,
    tenant,
  );
  return (
    <nav aria-label={t`Conversations`} className="support-threads">
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {threads?.length === 0 && (
        <p>
          <Trans>No conversations yet.</Trans>
        </p>
      )}
      <ul data-testid="support-threads">
        {threads?.map((th) => (
          <li
            key={th.memberId}
            data-testid="support-thread"
            data-waiting={th.waiting}
            aria-current={th.memberId === openId ? 'page' : undefined}
          >
            <Link to={`/support/chats/${th.memberId}`}>
              <strong>{th.username}</strong> <span>({th.brand})</span>
            </Link>{' '}
            {th.waiting && <span className="badge">{t`Waiting`}</span>}
            {th.closed && <span className="badge">{t`Closed`}</span>}
            {th.unread > 0 && <span className="badge">{t`Unread: ${th.unread}`}</span>}
            <div>
              <small>
                {when(th.lastAt)} — {th.lastText}
              </small>
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OpenConversation({ tenant, memberId }: { tenant: string; memberId: number }) {
  const { t } = useLingui();
  const when = useDateTime();
  const [messages, setMessages] = useState<Message[]>([]);
  const [meta, setMeta] = useState<{ username: string; closed: boolean } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastId = useRef(0);
  const show = useCallback((more: readonly Message[]) => {
    const fresh = more.filter((m) => m.id > lastId.current);
    if (fresh.length === 0) return;
    lastId.current = Math.max(...fresh.map((m) => m.id));
    setMessages((old) => [...old, ...fresh]);
  }, []);
  usePoll(
    () => {
      api('GET', `/tenants/${tenant}/support/chats/${memberId}?after=${lastId.current}`, Conversation)
        .then((c) => {
          setMeta({ username: c.username, closed: c.closed });
          show(c.messages);
        })
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    },
    POLL_MS,
    `${tenant}/${memberId}`,
  );
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="support-conversation" aria-labelledby="support-conversation-title">
      <h2 id="support-conversation-title">{meta ? t`Conversation with ${meta.username}` : t`Conversation`}</h2>
      {meta && (
        <p className="row">
          <span data-testid="support-state">{meta.closed ? t`Closed` : t`Open`}</span>
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() =>
              act(async () => {
                const r = await api(
                  'POST',
                  `/tenants/${tenant}/support/chats/${memberId}/${meta.closed ? 'reopen' : 'close'}`,
                  ClosedState,
                  {},
                );
                setMeta({ ...meta, closed: r.closed });
              })
            }
          >
            {meta.closed ? t`Reopen` : t`Close`}
          </button>
        </p>
      )}
      <ol data-testid="support-messages" aria-live="polite" className="support-messages">
        {messages.map((m) => (
          <li key={m.id} data-from={m.from}>
            <small>
              {m.from === 'player' ? t`Player` : t`Support`} · {when(m.at)}
            </small>
            <p style={{ whiteSpace: 'pre-wrap' }}>{m.text}</p>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          void act(async () => {
            const sent = await api('POST', `/tenants/${tenant}/support/chats/${memberId}/answer`, Message, { text });
            show([sent]);
            setText('');
          });
        }}
      >
        <label>
          <Trans>Answer</Trans>
          <textarea value={text} maxLength={500} rows={3} onChange={(e) => setText(e.target.value)} data-testid="support-reply" />
        </label>
        <button type="submit" disabled={busy || !text.trim()}>
          <Trans>Send</Trans>
        </button>
      </form>
    </section>
  );
}

export function ChatsPage({ tenant }: { tenant: string }) {
  const params = useParams();
  const parsed = v.safeParse(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)), params.memberId);
  const openId = parsed.success ? parsed.output : null;
  return (
    <div className="support-chat row align-start">
      <ThreadList tenant={tenant} openId={openId} />
      {openId !== null ? (
        <OpenConversation key={openId} tenant={tenant} memberId={openId} />
      ) : (
        <p>
          <Trans>Choose a conversation.</Trans>
        </p>
      )}
    </div>
  );
}
