/**
 * The brand's inbox messages, newest first, a page at a time: who they went to, their languages,
 * when they are shown, who sent them. A scheduled one (its time not come yet) can be edited — its
 * texts and time, in the composer above — or cancelled after a confirmation; a cancelled one is
 * marked and never shown to players.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { PagedTable } from '../../app/PagedTable';
import { PageNumbers } from '../../app/Pager';
import { pageCount } from '../../app/paging';
import { useLoad } from '../../app/use-load';
import { InboxMessage, type SentMessage, SentPage } from './schemas';

const SENT_PAGE = 10;

export function SentList({ tenant, tick, onEdit }: { tenant: string; tick: number; onEdit?: (id: number) => void }) {
  const { t } = useLingui();
  const when = useDateTime();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useLoad(
    () => api('GET', `/tenants/${tenant}/support/inbox${query({ page: String(page), pageSize: String(SENT_PAGE) })}`, SentPage),
    [tenant, page, tick],
  );
  const pages = sent.value ? pageCount(sent.value.total, SENT_PAGE) : 1;
  const audience = (r: SentMessage) =>
    r.audience === 'member' ? t`Member ${r.to ?? ''}` : r.audience === 'rank' ? t`Rank ${r.to ?? ''}` : t`Every player`;

  function cancel(id: number) {
    setBusy(true);
    setNote(null);
    api('POST', `/tenants/${tenant}/support/inbox/${id}/cancel`, InboxMessage)
      .then(() => {
        setNote({ ok: true, text: t`Message #${id} is cancelled: no player will see it.` });
        sent.reload();
      })
      .catch((err: unknown) => setNote({ ok: false, text: err instanceof Error ? err.message : String(err) }))
      .finally(() => {
        setBusy(false);
        setConfirming(null);
      });
  }

  const actions = (r: SentMessage, edit: (id: number) => void) =>
    r.scheduled &&
    (confirming !== r.id ? (
      <>
        <button type="button" className="secondary" onClick={() => edit(r.id)} data-testid={`inbox-edit-${r.id}`}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="secondary" onClick={() => setConfirming(r.id)} data-testid={`inbox-cancel-${r.id}`}>
          <Trans>Cancel message</Trans>
        </button>
      </>
    ) : (
      <>
        <span>
          <Trans>No player will see it. Cancel it?</Trans>
        </span>
        <button type="button" disabled={busy} onClick={() => cancel(r.id)} data-testid={`inbox-cancel-yes-${r.id}`}>
          <Trans>Yes, cancel it</Trans>
        </button>
        <button type="button" className="secondary" onClick={() => setConfirming(null)}>
          <Trans>Keep it</Trans>
        </button>
      </>
    ));

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
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'ok' : 'error'} data-testid="inbox-sent-note">
          {note.text}
        </p>
      )}
      <PagedTable
        testId="inbox-sent"
        rows={sent.value?.rows ?? null}
        rowKey={(r) => r.id}
        rowTestId={(r) => `inbox-sent-${r.id}`}
        empty={
          <p>
            <Trans>No messages yet.</Trans>
          </p>
        }
        columns={[
          { header: '#', cell: (r) => r.id },
          { header: <Trans>To</Trans>, cell: audience },
          { header: <Trans>Title</Trans>, cell: (r) => r.title },
          { header: <Trans>Languages</Trans>, cell: (r) => r.languages.join(', ') },
          {
            header: <Trans>Shown from</Trans>,
            cell: (r) => (
              <>
                {r.cancelledAt ? <s>{when(r.shownAt)}</s> : when(r.shownAt)}
                {r.scheduled && <span className="tag">{t`scheduled`}</span>}
                {r.cancelledAt && <span className="tag">{t`cancelled`}</span>}
              </>
            ),
          },
          { header: <Trans>By</Trans>, cell: (r) => r.sender },
          ...(onEdit ? [{ header: <Trans>Actions</Trans>, className: 'actions', cell: (r: SentMessage) => actions(r, onEdit) }] : []),
        ]}
        pager={<PageNumbers label={t`Sent message pages`} page={page} pages={pages} onPage={setPage} hideSingle />}
      />
    </section>
  );
}
