/** The help popup (spec): entries with the left navigation by title and the HTML on the right. */
import { Icon, Popup } from '@kernel';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from '../content.module.css';
import { useHelp } from '../state/useHelp';
import { HelpView } from './HelpView';

export default function HelpPopup({ tag, onClose }: { tag?: string; onClose: () => void }) {
  const { t } = useLingui();
  const { entries } = useHelp();
  const index = Math.max(0, entries?.findIndex((e) => e.tag === tag) ?? 0);
  return (
    <Popup open onClose={onClose} placement="bottom" label={t`Help centre`} testId="help-popup">
      <div className={styles.popup}>
        <div className={styles.popupHead}>
          <h2>
            <Trans>Help centre</Trans>
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t`Close`}>
            <Icon name="close" />
          </button>
        </div>
        {entries && <HelpView entries={entries} initial={index} child={null} />}
      </div>
    </Popup>
  );
}
