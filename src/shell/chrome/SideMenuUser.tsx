/**
 * Top of the drawer: logged in, the avatar initial, nickname (else account), copy account and id,
 * VIP progress and balance; logged out, a welcome text and a login button.
 */
import { avatarInitial } from '@contracts/account/member';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, memberInfoAtom, openAccountPanelAtom, sessionInfoAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { CopyButton } from '../account/components/CopyButton';
import { VipProgress } from '../account/components/VipProgress';
import { Balance } from './Balance';
import styles from './chrome.module.css';

export function SideMenuUser() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const info = useAtomValue(sessionInfoAtom);
  const member = useAtomValue(memberInfoAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  if (loggedIn && info) {
    const account = member?.account ?? info.userName;
    const name = member?.nickname?.trim() || account;
    return (
      <div className={styles.drawerUser} data-testid="side-menu-user">
        <span className={styles.avatar} aria-hidden="true" data-testid="side-menu-avatar">
          {avatarInitial({ nickname: member?.nickname ?? null, account })}
        </span>
        <strong data-testid="side-menu-name">{name}</strong>
        <span>
          {account} <CopyButton value={account} label={t`Copy account`} testId="copy-account" />
          {member && (
            <>
              {' '}
              ID {member.id} <CopyButton value={String(member.id)} label={t`Copy ID`} testId="copy-id" />
            </>
          )}
        </span>
        <VipProgress />
        <Balance testId="side-menu-balance" />
      </div>
    );
  }
  return (
    <div className={styles.drawerUser} data-testid="side-menu-welcome">
      <strong>
        <Trans>Welcome!</Trans>
      </strong>
      <button type="button" onClick={() => openPanel('login')} className={styles.pill} data-testid="side-menu-login">
        <Trans>Log in</Trans>
      </button>
    </div>
  );
}
