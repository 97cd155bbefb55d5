/** The app-download popup (from the home download bar): the same choices as /m/download. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, inApp, Popup } from '@kernel';
import { useAtom } from 'jotai';
import styles from './download.module.css';
import { DownloadOptions } from './DownloadOptions';
import { downloadPopupOpenAtom } from './state';

export default function DownloadPopup() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(downloadPopupOpenAtom);
  const close = () => setOpen(false);
  return (
    <Popup open={open && !inApp()} onClose={close} label={t`App download`} testId="download-popup">
      <div className={styles.popupHead}>
        <h2>
          <Trans>App download</Trans>
        </h2>
        <button type="button" onClick={close} aria-label={t`Close`} data-testid="download-popup-close">
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.popupBody}>
        <DownloadOptions onDone={close} />
      </div>
    </Popup>
  );
}
