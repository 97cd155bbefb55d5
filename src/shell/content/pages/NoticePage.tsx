/**
 * `/m/notice` (spec "Notices"): rows with icon, title, start date (YYYY-MM-DD) and a plain-text
 * preview; an unread dot. `?i=` (from the ticker) highlights and scrolls to that row.
 */
import { plainText } from '@contracts/content/html';
import { Icon, paths, Skeleton } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from '../content.module.css';
import { calendarDay } from '@contracts/format';
import { isReadAtom } from '../state/notices';
import { useNotices } from '../state/useNotices';

export default function NoticePage() {
  const { notices, failed } = useNotices();
  const isRead = useAtomValue(isReadAtom);
  const [params] = useSearchParams();
  const active = Number(params.get('i') ?? -1);
  const activeRef = useRef<HTMLAnchorElement | null>(null);
  const loaded = notices !== null;
  useEffect(() => {
    if (loaded) activeRef.current?.scrollIntoView?.({ block: 'center' });
  }, [loaded]);
  if (!notices && !failed) return <Skeleton lines={4} />;
  if (!notices || notices.length === 0) {
    return (
      <p className={styles.empty} data-testid="notice-empty-page">
        <Trans id="no_announcement">No announcement</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="notice-list">
      {notices.map((n, i) => (
        <li key={n.id}>
          <Link
            ref={i === active ? activeRef : undefined}
            className={styles.row}
            to={`${paths.noticeDetail.path}?id=${n.id}`}
            data-active={i === active}
            data-read={isRead(n)}
            data-testid="notice-row"
          >
            <span
              className={styles.rowIcon}
              style={{ display: 'grid', placeItems: 'center', background: 'var(--color-bg)', color: 'var(--color-primary)' }}
            >
              <Icon name="alert" />
            </span>
            <span className={styles.rowText}>
              <strong>{n.title}</strong>
              <time dateTime={n.startDate}>{calendarDay(n.startDate)}</time>
              <span className={styles.preview}>{plainText(n.content)}</span>
            </span>
            {!isRead(n) && <span className={styles.dot} data-testid="unread-dot" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
