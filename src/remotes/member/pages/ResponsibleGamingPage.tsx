/**
 * Responsible gaming (/m/member/responsible-gaming, needs login): limits, session time and reality
 * check, time-out and self-exclusion, history of play. During an exclusion it shows when it ends and
 * the two things still open: withdraw and records.
 */
import type { RgStatus } from '@contracts/rg/rg';
import { Trans } from '@lingui/react/macro';
import { ErrorView, exclusionAtom, hostParts, paths, Skeleton, useFormat } from '@kernel';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { rgApi } from '../api/rg';
import { ExclusionSection } from '../components/ExclusionSection';
import { HistorySection } from '../components/HistorySection';
import { LimitsSection } from '../components/LimitsSection';
import styles from '../rg.module.css';
import { SessionRulesSection } from '../components/SessionRulesSection';

export default function ResponsibleGamingPage() {
  const { dateTime } = useFormat();
  const [status, setStatus] = useState<RgStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const setExclusion = useSetAtom(exclusionAtom);
  const signOut = hostParts().useSignOutNow();
  const onStatus = useCallback(
    (s: RgStatus) => {
      setStatus(s);
      setExclusion(s.exclusion);
    },
    [setExclusion],
  );
  const load = useCallback(() => {
    setFailed(false);
    rgApi.status().then(onStatus, () => setFailed(true));
  }, [onStatus]);
  useEffect(load, [load]);
  if (failed) return <ErrorView onRetry={load} />;
  if (!status) return <Skeleton lines={6} />;
  const ex = status.exclusion;
  const until = ex ? dateTime(ex.endsAt) : '';
  return (
    <div className={styles.page} data-testid="page-responsibleGaming">
      {ex ? (
        <>
          <p className={styles.banner} data-testid="rg-excluded" role="status">
            {ex.kind === 'timeout' ? (
              <Trans>You are on a time-out until {until}.</Trans>
            ) : (
              <Trans>You are self-excluded until {until}.</Trans>
            )}{' '}
            <Trans>Only withdrawals and records are open.</Trans>
          </p>
          <nav className={styles.links}>
            <Link to={paths.withdraw.path} data-testid="rg-go-withdraw">
              <Trans>Withdraw</Trans>
            </Link>
            <Link to={paths.transactionRecord.path}>
              <Trans>Account record</Trans>
            </Link>
            <Link to={paths.gameRecord.path}>
              <Trans>Betting record</Trans>
            </Link>
            <button type="button" className={styles.linkButton} onClick={() => void signOut()} data-testid="rg-sign-out">
              <Trans>Log out</Trans>
            </button>
          </nav>
        </>
      ) : (
        <>
          <LimitsSection status={status} onStatus={onStatus} />
          <SessionRulesSection status={status} onStatus={onStatus} />
          <ExclusionSection onStatus={onStatus} />
        </>
      )}
      <HistorySection />
    </div>
  );
}
