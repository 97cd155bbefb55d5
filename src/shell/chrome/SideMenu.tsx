/**
 * The right drawer: user block or welcome, then the items of the side-menu table (mounted while open:
 * SideMenuSlot). It closes when an account sheet opens (its login button, an item that needs a
 * login), so the sheet never stands over a drawer left open behind it.
 */
import { useLingui } from '@lingui/react/macro';
import { accountPanelAtom, Icon, Popup, statusAtom, useGateContext } from '@kernel';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sideMenuOpenAtom } from './atoms';
import styles from './chrome.module.css';
import { SideMenuItemView } from './SideMenuItem';
import { SideMenuUser } from './SideMenuUser';
import { SIDE_MENU, visibleSideMenu } from './side-menu-table';

/** A mask click this soon after opening is ignored (spec). */
export const SIDE_MENU_MASK_GUARD_MS = 300;

export function SideMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const ctx = useGateContext();
  const resources = useAtomValue(statusAtom)?.info.resources.downloads ?? {};
  const close = () => setOpen(false);
  const panel = useAtomValue(accountPanelAtom);
  const panelAtOpen = useRef(panel);
  useEffect(() => {
    if (panel && panel !== panelAtOpen.current) setOpen(false);
    panelAtOpen.current = panel;
  }, [panel, setOpen]);
  const items = visibleSideMenu(SIDE_MENU, { ...ctx, resources });
  return (
    <Popup open={open} onClose={close} placement="right" maskGuardMs={SIDE_MENU_MASK_GUARD_MS} label={t`Menu`} testId="side-menu">
      <div className={styles.drawer}>
        <button type="button" className={styles.drawerClose} onClick={close} aria-label={t`Close menu`} data-testid="side-menu-close">
          <Icon name="close" />
        </button>
        <SideMenuUser />
        <ul className={styles.drawerList}>
          {items.map((item) => (
            <li key={item.key}>
              <SideMenuItemView item={item} url={item.resource ? resources[item.resource]?.url : undefined} onDone={close} />
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
