/**
 * `/m/rewardCenter` (REWCEN3; off: the shell shows contact_service for 2 s): the player's reward
 * applications and rewards with their states, amounts and the turnover each bonus asks for.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, languageAtom, openAccountPanelAtom, paths, useFormat, useLoad } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { fetchRewards } from '../api/promotions';
import { Loadable } from '../components/Loadable';
import { StateBadge } from '../components/StateBadge';
import { calendarDay } from '@contracts/format';
import styles from '../promotions.module.css';

function Rewards() {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const { money } = useFormat();
  const data = useLoad(() => fetchRewards(language), [language]);
  return (
    <Loadable state={data} testId="reward-centre">
      {({ list }) => {
        const paid = list.filter((r) => r.status === 'approved').reduce((sum, r) => sum + (r.amount ?? 0), 0);
        return (
          <>
            <section className={styles.card} data-testid="reward-summary">
              <div className={styles.row}>
                <span>
                  <Trans>Rewards received</Trans>
                </span>
                <strong className={styles.amount} data-testid="reward-total">
                  {money(paid)}
                </strong>
              </div>
            </section>
            {list.length === 0 ? (
              <p className={styles.empty} data-testid="reward-empty">
                <Trans>No applications yet.</Trans>{' '}
                <Link to={paths.activity.path}>
                  <Trans>See promotions</Trans>
                </Link>
              </p>
            ) : (
              <ul className={styles.cards} data-testid="reward-list">
                {list.map((r) => (
                  <li key={r.requestId} className={styles.card} data-testid={`reward-${r.requestId}`} data-promotion-id={r.promotionId}>
                    <div className={styles.row}>
                      <h2 className={styles.title}>{r.title}</h2>
                      <StateBadge state={r.participation} testId={`reward-state-${r.requestId}`} />
                    </div>
                    <div className={styles.row}>
                      <span className={styles.muted}>
                        {t`Applied`} {calendarDay(r.createdAt, '/')}
                      </span>
                      {r.amount !== null && (
                        <span className={styles.amount} data-testid={`reward-amount-${r.requestId}`}>
                          {money(r.amount)}
                        </span>
                      )}
                    </div>
                    {r.remarks && <p className={styles.muted}>{r.remarks}</p>}
                    {r.status === 'approved' && r.turnoverRequired > 0 && (
                      <div className={styles.row} data-testid={`reward-turnover-${r.requestId}`}>
                        <span className={styles.muted}>
                          <Trans>Turnover</Trans>
                        </span>
                        <span>
                          {money(r.turnoverDone)} / {money(r.turnoverRequired)}
                        </span>
                      </div>
                    )}
                    {r.note && <p className={styles.notice}>{r.note}</p>}
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </Loadable>
  );
}

export default function RewardCenter() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  return (
    <div className={styles.page} data-testid="reward-center">
      {loggedIn ? (
        <Rewards />
      ) : (
        <div className={styles.card}>
          <p>
            <Trans>Log in to see your reward applications and rewards.</Trans>
          </p>
          <button type="button" className={styles.submit} onClick={() => openPanel('login')} data-testid="reward-login">
            <Trans>Log in</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
