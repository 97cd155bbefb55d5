/**
 * One side-menu entry: a link to a route, an external resource, or an action. Customer service
 * is a chooser (spec "Notices, banners, help, balance"): the brand's LIVECHAT, LINE, TELEGRAM and
 * FACEBOOK entries, those configured, listed under it; with one of them (or none) it opens the
 * brand's entry at once.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { chatUnreadAtom, Icon, type IconName, openCustomerService, paths, statusAtom, toast } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { invitePopupOpenAtom } from '../support/invite';
import { badgeText } from '../support/unread';
import styles from './chrome.module.css';
import { useSignOut } from './SignOut';
import type { SideMenuItem } from './side-menu-table';

const noService = msg`Customer service is not available right now`;

/** The chooser's entries (the floating button has only MESSENGER and TELEGRAM). */
export const CHOOSER_TYPES: readonly { csType: string; icon: IconName; title: MessageDescriptor }[] = [
  { csType: 'LIVECHAT', icon: 'chat', title: msg`Live chat` },
  { csType: 'LINE', icon: 'chat', title: msg`LINE` },
  { csType: 'TELEGRAM', icon: 'telegram', title: msg`Telegram` },
  { csType: 'FACEBOOK', icon: 'facebook', title: msg`Facebook` },
];

export function SideMenuItemView({ item, url, onDone }: { item: SideMenuItem; url: string | undefined; onDone: () => void }) {
  const { i18n } = useLingui();
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const signOut = useSignOut();
  const navigate = useNavigate();
  const openInvite = useSetAtom(invitePopupOpenAtom);
  const unread = useAtomValue(chatUnreadAtom);
  const [choosing, setChoosing] = useState(false);
  const choices = item.action === 'customerService' ? CHOOSER_TYPES.filter((c) => entries.some((e) => e.csType === c.csType)) : [];
  const openService = async (csType?: string) => {
    if (!(await openCustomerService(entries, csType, navigate))) toast.short(noService);
    onDone();
  };
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
  if (item.action === 'customerService') {
    if (choices.length < 2) {
      return (
        <button type="button" className={styles.drawerItem} onClick={() => void openService(choices[0]?.csType)} data-testid={testId}>
          {label}
        </button>
      );
    }
    return (
      <>
        <button
          type="button"
          className={styles.drawerItem}
          aria-expanded={choosing}
          onClick={() => setChoosing((c) => !c)}
          data-testid={testId}
        >
          {label}
        </button>
        {choosing && (
          <ul className={styles.drawerSub} data-testid="cs-chooser">
            {choices.map((c) => (
              <li key={c.csType}>
                <button
                  type="button"
                  className={styles.drawerItem}
                  onClick={() => void openService(c.csType)}
                  data-testid={`cs-choice-${c.csType.toLowerCase()}`}
                >
                  <span className={styles.drawerIcon}>
                    <Icon name={c.icon} />
                  </span>
                  <span className={styles.drawerLabel}>{i18n._(c.title)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const onClick = async () => {
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
