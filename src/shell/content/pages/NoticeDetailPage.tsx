/** `/m/noticeDetail?id=` (spec): title and the full HTML content (sanitised); opening marks it read. */
import { Skeleton } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../content.module.css';
import { calendarDay } from '@contracts/format';
import { SafeHtml } from '../components/SafeHtml';
import { markReadAtom } from '../state/notices';
import { useNotices } from '../state/useNotices';

export default function NoticeDetailPage() {
  const { notices, failed } = useNotices();
  const markRead = useSetAtom(markReadAtom);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const notice = notices?.find((n) => n.id === id);
  useEffect(() => {
    if (notice) markRead(notice);
  }, [notice, markRead]);
  if (!notices && !failed) return <Skeleton lines={4} />;
  if (!notice) {
    return (
      <p className={styles.empty} data-testid="notice-missing">
        <Trans id="in_no_data">No data</Trans>
      </p>
    );
  }
  return (
    <article className={styles.detail} data-testid="notice-detail">
      <h1>{notice.title}</h1>
      <time dateTime={notice.startDate}>{calendarDay(notice.startDate)}</time>
      <SafeHtml html={notice.content} testId="notice-html" />
    </article>
  );
}
