/**
 * Inbox (/m/member/inbox, INBOX3; reached from the profile's shortcuts): operator messages, newest
 * first; opening one shows its text and marks it read (at once on screen, then on the server).
 * A body an operator wrote in HTML is shown formatted, sanitised by DOMPurify (the host's SafeHtml,
 * the announcements' configuration), never as raw tags; plain text keeps its line breaks.
 */
import type { InboxMessage } from '@contracts/member/inbox';
import { Trans } from '@lingui/react/macro';
import { ErrorView, hostParts, Skeleton, store, useFormat } from '@kernel';
import { useCallback, useEffect, useState } from 'react';
import { memberApi } from '../api/member';
import styles from '../member.module.css';
import { inboxUnreadAtom, refreshUnread } from '../lib/unread';

/** A body with markup (a tag), drawn as sanitised HTML; anything else is text. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

function InboxBody({ body }: { body: string }) {
  const { SafeHtml } = hostParts();
  if (HTML_TAG.test(body)) return <SafeHtml html={body} testId="inbox-body" />;
  return (
    <p className={styles.body} data-testid="inbox-body">
      {body}
    </p>
  );
}

export default function InboxPage() {
  const { dateTime } = useFormat();
  const [list, setList] = useState<InboxMessage[] | null>(null);
  const [page, setPage] = useState({ pageNo: 1, totalPages: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback((pageNo: number) => {
    setFailed(false);
    memberApi.inbox(pageNo).then(
      (v) => {
        setList((old) => (pageNo === 1 ? v.list : [...(old ?? []), ...v.list]));
        setPage({ pageNo: v.pageNo, totalPages: v.totalPages });
        store.set(inboxUnreadAtom, v.unReadCount);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => load(1), [load]);

  const toggle = (m: InboxMessage) => {
    setOpen((o) => (o === m.id ? null : m.id));
    if (m.read) return;
    setList((l) => l?.map((x) => (x.id === m.id ? { ...x, read: true } : x)) ?? null);
    memberApi.read(m.id).then(
      (v) => store.set(inboxUnreadAtom, v.unReadCount),
      () => refreshUnread(),
    );
  };

  if (failed && !list) return <ErrorView onRetry={() => load(1)} />;
  if (!list) return <Skeleton lines={5} />;
  return (
    <div className={styles.page} data-testid="page-memberInbox">
      {list.length === 0 ? (
        <p className={styles.muted} data-testid="inbox-empty">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} data-testid="inbox-list">
          {list.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={styles.message}
                data-read={m.read}
                data-testid={`inbox-message-${m.id}`}
                aria-expanded={open === m.id}
                onClick={() => toggle(m)}
              >
                <span className={styles.title}>{m.title}</span>
                <span className={styles.muted}>{dateTime(m.createdAt)}</span>
              </button>
              {open === m.id && (
                <div className={styles.opened}>
                  <InboxBody body={m.body} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {page.pageNo < page.totalPages && (
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={() => load(page.pageNo + 1)}>
          <Trans>Load more</Trans>
        </button>
      )}
    </div>
  );
}
