/**
 * The floating customer-service menu (spec "Notices, banners, help, balance"): a headset button
 * that opens the brand's MESSENGER and TELEGRAM entries only; hidden when the brand has neither.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Icon, type IconName, openCustomerService, statusAtom, toast } from '@kernel';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './fab.module.css';

const FAB_TYPES: readonly { csType: string; icon: IconName; title: ReturnType<typeof msg> }[] = [
  { csType: 'MESSENGER', icon: 'messenger', title: msg`Messenger` },
  { csType: 'TELEGRAM', icon: 'telegram', title: msg`Telegram` },
];
const noService = msg`Customer service is not available right now`;

export function CustomerServiceFab() {
  const { i18n } = useLingui();
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const [open, setOpen] = useState(false);
  const items = FAB_TYPES.filter((t) => entries.some((e) => e.csType === t.csType));
  if (items.length === 0) return null;
  return (
    <div className={styles.fab} data-testid="cs-fab">
      {open && (
        <ul className={styles.fabMenu}>
          {items.map((item) => (
            <li key={item.csType}>
              <button
                type="button"
                data-testid={`cs-fab-${item.csType.toLowerCase()}`}
                onClick={async () => {
                  setOpen(false);
                  if (!(await openCustomerService(entries, item.csType))) toast.short(noService);
                }}
              >
                <Icon name={item.icon} size={1.2} />
                <span>{i18n._(item.title)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.fabButton}
        aria-expanded={open}
        aria-label={i18n._(msg`Customer service`)}
        onClick={() => setOpen((o) => !o)}
        data-testid="cs-fab-toggle"
      >
        <Icon name={open ? 'close' : 'headset'} size={1.4} />
      </button>
    </div>
  );
}
