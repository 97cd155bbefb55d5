/**
 * Profile (/m/member/home): avatar (picture or initial), nickname, account, VIP level and progress,
 * and the member-centre shortcuts (inbox with its unread count). Guests get a log-in prompt.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  filterByGate,
  hostParts,
  Icon,
  isLoggedInAtom,
  memberInfoAtom,
  openAccountPanelAtom,
  paths,
  rankProgressAtom,
  sessionInfoAtom,
  useFlag,
  useGateContext,
} from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { Avatar } from '../components/Avatar';
import styles from '../member.module.css';
import { SHORTCUTS } from '../lib/shortcuts';
import { useInboxUnread } from '../lib/unread';

export default function MemberHomePage() {
  const { VipProgress } = hostParts();
  const { i18n } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionInfoAtom);
  const info = useAtomValue(memberInfoAtom);
  const rank = useAtomValue(rankProgressAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  const vipOn = useFlag('VIPBEN3');
  const gate = useGateContext();
  const unread = useInboxUnread();
  if (!loggedIn || !session) {
    return (
      <div className={styles.page} data-testid="page-memberHome">
        <section className={styles.card}>
          <p>
            <Trans>Log in to see your profile, VIP level and messages.</Trans>
          </p>
          <button type="button" className={styles.button} onClick={() => openPanel('login')} data-testid="member-home-login">
            <Trans>Log in</Trans>
          </button>
        </section>
      </div>
    );
  }
  const account = info?.account ?? session.userName;
  const labelId = rank?.playerRankProgress.labelId ?? null;
  return (
    <div className={styles.page} data-testid="page-memberHome">
      <section className={`${styles.card} ${styles.profile}`} data-testid="member-profile">
        <Avatar account={account} />
        <span className={styles.name} data-testid="member-name">
          {info?.nickname?.trim() || account}
        </span>
        <span className={styles.muted} data-testid="member-account">
          <Trans>Account: {account}</Trans>
        </span>
        <span className={styles.rank} data-testid="member-rank" data-label-id={labelId ?? ''}>
          <Icon name="crown" size={1} />
          {labelId ?? <Trans>No VIP level</Trans>}
        </span>
      </section>
      <section className={styles.card} aria-labelledby="member-vip-title">
        <h2 id="member-vip-title">
          <Trans>VIP progress</Trans>
        </h2>
        <VipProgress />
        {rank?.playerRankProgress.nextLabelId && (
          <p className={styles.muted}>
            <Trans>Next level: {rank.playerRankProgress.nextLabelId}</Trans>
          </p>
        )}
        {vipOn && (
          <Link to={paths.memberBenefits.path} className={styles.link} data-testid="member-vip-link">
            <Trans>See VIP benefits</Trans>
          </Link>
        )}
      </section>
      <nav aria-label={i18n._(paths.memberHome.title)}>
        <ul className={styles.grid} data-testid="member-shortcuts">
          {filterByGate(SHORTCUTS, gate).map((s) => (
            <li key={s.key}>
              <Link to={paths[s.route].path} className={styles.shortcut} data-testid={`member-shortcut-${s.key}`}>
                <Icon name={s.icon} size={1.5} />
                {i18n._(s.title)}
                {s.key === 'inbox' && unread !== null && unread > 0 && (
                  <span className={styles.badge} data-testid="inbox-unread">
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
