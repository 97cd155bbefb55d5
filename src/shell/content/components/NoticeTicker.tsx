/**
 * The notice ticker (spec "Notices"): a marquee of the notice titles; tapping one opens /m/notice
 * at that index; "no announcement" when there is none. The bell opens the notice popup and shows
 * the unread count (99+ above 99).
 */
import { Icon, paths } from '@kernel';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../content.module.css';
import { badgeText, noticesAtom, unreadCountAtom } from '../state/notices';

const NoticePopup = lazy(() => import('./NoticePopup'));

export function NoticeTicker() {
  const { t } = useLingui();
  const notices = useAtomValue(noticesAtom);
  const unread = useAtomValue(unreadCountAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const list = notices ?? [];
  const seconds = Math.max(12, list.reduce((n, x) => n + x.title.length, 0) / 4);
  return (
    <div className={styles.ticker} data-testid="notice-ticker">
      <button type="button" className={styles.tickerBell} onClick={() => setOpen(true)} aria-label={t`Notices`} data-testid="notice-bell">
        <Icon name="alert" />
        {unread > 0 && (
          <span className={styles.badge} data-testid="notice-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <div className={styles.tickerWindow}>
        {notices && list.length === 0 && (
          <span className={styles.tickerEmpty} data-testid="notice-empty">
            <Trans id="no_announcement">No announcement</Trans>
          </span>
        )}
        {list.length > 0 && (
          <div className={styles.tickerTrack} style={{ ['--marquee-s' as string]: `${seconds}s` }}>
            {list.map((n, i) => (
              <button key={n.id} type="button" onClick={() => navigate(`${paths.notice.path}?i=${i}`)} data-testid="ticker-item">
                {n.title}
              </button>
            ))}
          </div>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <NoticePopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
