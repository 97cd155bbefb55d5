/** The vendor strip of a list page: All plus the vendors of the type; a tap chooses one. */
import type { Vendor } from '@contracts/games/calls';
import { useLingui } from '@lingui/react/macro';
import styles from './games.module.css';
import { useDefaultArt } from './GameTile';

export function VendorStrip({
  vendors,
  value,
  onChange,
  onMore,
}: {
  vendors: Vendor[];
  value: string;
  onChange(v: string): void;
  onMore(): void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.strip} role="toolbar" aria-label={t`Providers`} data-testid="vendor-strip">
      <button type="button" className={value === '' ? styles.chipOn : styles.chip} aria-pressed={value === ''} onClick={() => onChange('')}>
        {t`All`}
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className={value === v.vassalage ? styles.chipOn : styles.chip}
          aria-pressed={value === v.vassalage}
          data-testid={`vendor-${v.vassalage}`}
          onClick={() => onChange(v.vassalage)}
        >
          <img src={v.mobileLargeIcon} alt="" width={30} height={12} onError={useDefaultArt} />
          {v.displayName}
        </button>
      ))}
      <button type="button" className={styles.chip} onClick={onMore} data-testid="provider-popup-open">
        {t`More`}
      </button>
    </div>
  );
}
