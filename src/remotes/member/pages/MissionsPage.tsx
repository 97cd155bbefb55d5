/**
 * Missions (/m/leaderBoard, MISSION3): the brand's tasks with this period's progress from real play
 * and deposits; a completed task's reward is claimed once and lands in the wallet (a ledger posting).
 */
import type { Mission, MissionsValue } from '@contracts/member/missions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, ErrorView, isLoggedInAtom, openAccountPanelAtom, refreshWalletAtom, Skeleton, toast, useFormat } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { vipApi } from '../api/vip';
import styles from '../vip.module.css';

function missionText(m: Mission, money: (amount: number) => string): MessageDescriptor {
  const target = m.kind === 'rounds' ? String(m.target) : money(m.target);
  if (m.kind === 'wager') return m.period === 'day' ? msg`Wager ${target} today` : msg`Wager ${target} this week`;
  if (m.kind === 'deposit') return m.period === 'day' ? msg`Deposit ${target} today` : msg`Deposit ${target} this week`;
  return m.period === 'day' ? msg`Play ${target} rounds today` : msg`Play ${target} rounds this week`;
}

const CLAIM_ERRORS: Record<string, MessageDescriptor> = {
  'member.mission.claimed': msg`This reward has already been claimed.`,
  'member.mission.incomplete': msg`This mission is not complete yet.`,
  'member.trial': msg`Please login an actual account to use this function`,
};

export default function MissionsPage() {
  const { i18n } = useLingui();
  const { money } = useFormat();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  const refreshWallet = useSetAtom(refreshWalletAtom);
  const [value, setValue] = useState<MissionsValue | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailed(false);
    vipApi.missions().then(setValue, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (loggedIn) load();
  }, [loggedIn, load]);

  if (!loggedIn) {
    return (
      <div className={styles.page} data-testid="page-leaderBoard">
        <section className={styles.card}>
          <p>
            <Trans>Log in to see your missions and claim their rewards.</Trans>
          </p>
          <button type="button" className={styles.button} onClick={() => openPanel('login')} data-testid="missions-login">
            <Trans>Log in</Trans>
          </button>
        </section>
      </div>
    );
  }
  if (failed) return <ErrorView onRetry={load} />;
  if (!value) return <Skeleton lines={4} />;

  const claim = async (m: Mission) => {
    setBusy(m.id);
    try {
      const r = await vipApi.claim(m.id);
      toast.success(msg`Reward received: ${money(r.reward, value.currency)}`);
      refreshWallet();
    } catch (err) {
      toast.short((err instanceof ApiError && CLAIM_ERRORS[err.code]) || msg`Something went wrong. Please try again.`);
    } finally {
      setBusy(null);
      load();
    }
  };

  return (
    <div className={styles.page} data-testid="page-leaderBoard">
      {value.missions.length === 0 && (
        <p className={styles.muted}>
          <Trans>No missions at the moment.</Trans>
        </p>
      )}
      <ul className={styles.list} data-testid="missions">
        {value.missions.map((m) => {
          const shown =
            m.kind === 'rounds'
              ? `${Math.min(m.progress, m.target)} / ${m.target}`
              : `${money(Math.min(m.progress, m.target), value.currency)} / ${money(m.target, value.currency)}`;
          return (
            <li key={m.id} className={styles.card} data-testid={`mission-${m.id}`} data-state={m.state}>
              <div className={styles.head}>
                <h3>{i18n._(missionText(m, (n) => money(n, value.currency)))}</h3>
                <span className={styles.tag}>
                  <Trans>Reward {money(m.reward, value.currency)}</Trans>
                </span>
              </div>
              <progress
                className={styles.bar}
                max={m.target}
                value={Math.min(m.progress, m.target)}
                aria-label={i18n._(missionText(m, (n) => money(n, value.currency)))}
              />
              <p className={styles.muted} data-testid="mission-progress">
                {shown}
              </p>
              {m.turnoverMultiple > 0 && (
                <p className={styles.muted} data-testid="mission-turnover">
                  <Trans>Before a withdrawal, stake {m.turnoverMultiple}× the reward.</Trans>
                </p>
              )}
              {m.state === 'claimed' ? (
                <p className={styles.muted}>
                  <Trans>Claimed</Trans>
                </p>
              ) : (
                <button
                  type="button"
                  className={styles.button}
                  disabled={m.state !== 'claimable' || busy !== null}
                  onClick={() => void claim(m)}
                  data-testid="mission-claim"
                >
                  <Trans>Claim</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
