/** The app-download bar on home: shown by default, dismissible, hidden in the native app or an installed web app. */
import { Icon, inApp, readItem, STORAGE_KEYS, writeItem } from '@kernel';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { downloadPopupOpenAtom } from '../pwa/state';
import styles from './home.module.css';

export function DownloadBar() {
  const { t } = useLingui();
  const openDownload = useSetAtom(downloadPopupOpenAtom);
  const [closed, setClosed] = useState(() => inApp() || readItem(STORAGE_KEYS.downloadBarClosed, 'session') === '1');
  if (closed) return null;
  return (
    <div className={styles.downloadBar} data-testid="download-bar">
      <button
        type="button"
        aria-label={t`Close`}
        onClick={() => {
          writeItem(STORAGE_KEYS.downloadBarClosed, '1', 'session');
          setClosed(true);
        }}
      >
        <Icon name="close" size={1.1} />
      </button>
      <span className={styles.downloadIcon}>
        <Icon name="appDownload" size={1.4} />
      </span>
      <span className={styles.downloadText}>
        <Trans>Get the app for a faster, smoother game</Trans>
      </span>
      <button type="button" className={styles.downloadOpen} onClick={() => openDownload(true)} data-testid="download-bar-open">
        <Trans>Download</Trans>
      </button>
    </div>
  );
}
