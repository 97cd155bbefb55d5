/** One side-menu entry: a link to a route, an external resource, or an action. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Icon, openCustomerService, paths, statusAtom, toast } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { invitePopupOpenAtom } from '../support/invite';
import { badgeText, chatUnreadAtom } from '../support/unread';
import styles from './chrome.module.css';
import { useSignOut } from './SignOut';
import type { SideMenuItem } from './sideMenuTable';

const noService = msg`Customer service is not available right now`;

export function SideMenuItemView({ item, url, onDone }: { item: SideMenuItem; url: string | undefined; onDone: () => void }) {
  const { i18n } = useLingui();
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const signOut = useSignOut();
  const navigate = useNavigate();
  const openInvite = useSetAtom(invitePopupOpenAtom);
  const unread = useAtomValue(chatUnreadAtom);
  const badge = item.action === 'customerService' && unread > 0;
  const testId = `side-menu-item-${item.key}`;
  const label = (
    <>
      <span className={styles.drawerIcon}>
        <Icon name={item.icon} />
      </span>
      <span className={styles.drawerLabel}>{i18n._(item.title)}</span>
      {badge && (
        <span className={styles.badge} data-testid="chat-unread-badge">
          {badgeText(unread)}
        </span>
      )}
      <Icon name="chevronRight" className={styles.drawerChevron} />
    </>
  );
  if (item.route) {
    return (
      <Link to={paths[item.route].path} className={styles.drawerItem} data-testid={testId}>
        {label}
      </Link>
    );
  }
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.drawerItem} data-testid={testId}>
        {label}
      </a>
    );
  }
  const onClick = async () => {
    if (item.action === 'customerService' && !(await openCustomerService(entries, undefined, navigate))) toast.short(noService);
    if (item.action === 'share') openInvite(true);
    if (item.action === 'signOut') signOut();
    onDone();
  };
  return (
    <button type="button" className={styles.drawerItem} onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
}
