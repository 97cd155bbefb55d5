/**
 * The notice popup accordion (spec "Notices"): each row's title is the notice's stripped content
 * heading, with its date (year/month/day); opening a row shows the HTML body and marks it read.
 */
import { plainText } from '@contracts/content/html';
import { Icon, Popup } from '@kernel';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import styles from '../content.module.css';
import { isReadAtom, markReadAtom, noticesAtom } from '../state/notices';
import { calendarDay } from '@contracts/format';
import { SafeHtml } from './SafeHtml';

export default function NoticePopup({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const notices = useAtomValue(noticesAtom) ?? [];
  const isRead = useAtomValue(isReadAtom);
  const markRead = useSetAtom(markReadAtom);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Popup open onClose={onClose} placement="center" label={t`Notices`} testId="notice-popup">
      <div className={styles.popup}>
        <div className={styles.popupHead}>
          <h2>
            <Trans>Notices</Trans>
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t`Close`}>
            <Icon name="close" />
          </button>
        </div>
        {notices.length === 0 ? (
          <p className={styles.empty}>
            <Trans id="no_announcement">No announcement</Trans>
          </p>
        ) : (
          <ul className={styles.accordion}>
            {notices.map((n) => (
              <li key={n.id} data-read={isRead(n)}>
                <button
                  type="button"
                  aria-expanded={openId === n.id}
                  onClick={() => {
                    setOpenId(openId === n.id ? null : n.id);
                    markRead(n);
                  }}
                >
                  <span>{plainText(n.title)}</span>
                  <time dateTime={n.startDate}>{calendarDay(n.startDate, '/')}</time>
                </button>
                {openId === n.id && (
                  <div className={styles.accordionBody}>
                    <SafeHtml html={n.content} testId="notice-popup-html" />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
