/** Provider popup: All plus provider icons; confirm returns the chosen vendor. */
import type { Vendor } from '@contracts/games/calls';
import { Popup } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './games.module.css';
import { useDefaultArt } from './GameTile';

type Props = { open: boolean; vendors: Vendor[]; value: string; onClose(): void; onConfirm(v: string): void };

export function ProviderPopup({ open, vendors, value, onClose, onConfirm }: Props) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the applied value each time it opens
  useEffect(() => setChosen(value), [value, open]);
  return (
    <Popup open={open} onClose={onClose} label={t`Providers`} testId="provider-popup">
      <div className={styles.popupBody}>
        <div className={styles.providerGrid}>
          <button
            type="button"
            className={chosen === '' ? styles.providerOn : styles.provider}
            aria-pressed={chosen === ''}
            onClick={() => setChosen('')}
          >
            {t`All`}
          </button>
          {vendors.map((v) => (
            <button
              key={v.vassalage}
              type="button"
              className={chosen === v.vassalage ? styles.providerOn : styles.provider}
              aria-pressed={chosen === v.vassalage}
              onClick={() => setChosen(v.vassalage)}
            >
              <img src={v.img} alt="" width={60} height={24} onError={useDefaultArt} />
              <span>{v.displayName}</span>
            </button>
          ))}
        </div>
        <button type="button" className={styles.primary} onClick={() => onConfirm(chosen)} data-testid="provider-confirm">
          {t`Confirm`}
        </button>
      </div>
    </Popup>
  );
}
