/** The brand's feedback, unanswered first, with its pictures; an answer lands in the player's inbox. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../app/api';
import { useDateTime } from '../../app/format';
import { useLoad } from '../../app/use-load';
import { type Feedback, FeedbackAnswered, FeedbackList } from './schemas';

function AnswerForm({ tenant, item, done }: { tenant: string; item: Feedback; done: () => void }) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        api('POST', `/tenants/${tenant}/support/feedback/${item.id}/answer`, FeedbackAnswered, { body })
          .then(done)
          .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
          .finally(() => setBusy(false));
      }}
    >
      <label>
        {t`Answer to ${item.username}`}
        <textarea value={body} rows={3} onChange={(e) => setBody(e.target.value)} data-testid="feedback-answer" />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy || !body.trim()}>
        <Trans>Send to the inbox</Trans>
      </button>
    </form>
  );
}

export function FeedbackPage({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const when = useDateTime();
  const list = useLoad(() => api('GET', `/tenants/${tenant}/support/feedback`, FeedbackList), [tenant]);
  return (
    <section>
      <h2>
        <Trans>Feedback</Trans>
      </h2>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      {list.value?.list.length === 0 && (
        <p>
          <Trans>No feedback yet.</Trans>
        </p>
      )}
      <ul data-testid="feedback-list">
        {list.value?.list.map((f) => (
          <li key={f.id} data-testid="feedback-item" data-answered={f.answeredAt !== null}>
            <p>
              <strong>{f.username}</strong> · <small>{when(f.createdAt)}</small>
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{f.content}</p>
            {Array.from({ length: f.pictures }, (_, i) => i + 1).map((seq) => (
              <a
                key={seq}
                href={`/console/api/tenants/${tenant}/support/feedback/${f.id}/pictures/${seq}`}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  src={`/console/api/tenants/${tenant}/support/feedback/${f.id}/pictures/${seq}`}
                  alt={t`Attachment ${seq} from ${f.username}`}
                  height={96}
                />
              </a>
            ))}
            {f.answer !== null ? (
              <p>
                <Trans>Answered:</Trans> {f.answer}
              </p>
            ) : (
              <AnswerForm tenant={tenant} item={f} done={list.reload} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
