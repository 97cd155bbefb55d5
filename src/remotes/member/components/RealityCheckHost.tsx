/**
 * Runs while a player is logged in: loads his exclusion (for the route gate) and, at his
 * reality-check interval counted from the session start, shows time played and the net result of
 * this session with "continue", "see history" and "log out"; the dialog is modal and on top, and
 * framed games get `{ type: 'game:pause' }` until it is answered (`game:resume`); the answer is sent to the
 * server, which holds the player's bets until then. At the session limit the server ends the session: a
 * clear message and the login panel.
 */
import type { RealityCheck } from '@contracts/rg/rg';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, clearSessionAtom, exclusionAtom, hostParts, Modal, paths, sessionRulesVersionAtom, tokenAtom, useFormat } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { rgApi } from '../api/rg';
import styles from '../rg.module.css';

const sessionLimitNotice = msg({ id: 'rg.session.limit', message: 'You have reached your session time limit and were logged out' });

/** Milliseconds until the next reminder (or the session limit), counted from the session start. */
export function nextDueMs(rc: RealityCheck, now: number): number | null {
  const start = new Date(rc.sessionStartedAt).getTime();
  const due: number[] = [];
  if (rc.intervalMinutes) {
    const every = rc.intervalMinutes * 60_000;
    due.push(start + (Math.floor((now - start) / every) + 1) * every);
  }
  if (rc.sessionLimitMinutes) due.push(start + rc.sessionLimitMinutes * 60_000);
  return due.length ? Math.max(0, Math.min(...due) - now) : null;
}

/** Asks every framed game to pause or resume (the vendor page listens for these messages). */
function tellGames(type: 'game:pause' | 'game:resume'): void {
  for (const frame of Array.from(document.querySelectorAll('iframe'))) frame.contentWindow?.postMessage({ type }, '*');
}

export default function RealityCheckHost() {
  const { t } = useLingui();
  const { money } = useFormat();
  const token = useAtomValue(tokenAtom);
  const rulesVersion = useAtomValue(sessionRulesVersionAtom);
  const setExclusion = useSetAtom(exclusionAtom);
  const clear = useSetAtom(clearSessionAtom);
  const signOut = hostParts().useSignOutNow();
  const navigate = useNavigate();
  const [base, setBase] = useState<RealityCheck | null>(null);
  const [shown, setShown] = useState<RealityCheck | null>(null);

  const ask = useCallback(
    (show: boolean) =>
      rgApi.realityCheck().then(
        (rc) => {
          setBase(rc);
          if (show && rc.intervalMinutes) {
            const elapsed = Math.floor((Date.now() - new Date(rc.sessionStartedAt).getTime()) / 60_000);
            setShown({ ...rc, minutesPlayed: Math.max(rc.minutesPlayed, elapsed) });
          }
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'rg.session.limit') {
            setShown(null);
            clear(sessionLimitNotice);
          }
        },
      ),
    [clear],
  );

  useEffect(() => {
    if (!token) {
      setExclusion(undefined);
      setBase(null);
      setShown(null);
      return;
    }
    // a failed answer counts as none known (home's login popup waits for one or the other); the server refuses regardless
    rgApi.status().then(
      (s) => setExclusion(s.exclusion),
      () => setExclusion(null),
    );
  }, [token, setExclusion]);

  useEffect(() => {
    // again after the player changes his rules (rulesVersion)
    if (token && rulesVersion >= 0) void ask(false);
  }, [token, rulesVersion, ask]);

  useEffect(() => {
    if (!base || shown) return;
    const wait = nextDueMs(base, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => void ask(true), wait + 1000);
    return () => clearTimeout(timer);
  }, [base, shown, ask]);

  useEffect(() => {
    if (shown) tellGames('game:pause');
  }, [shown]);

  if (!shown) return null;
  // the server holds bets until the reminder is answered: tell it, then let the games go on
  const answer = () => rgApi.answerRealityCheck().catch(() => null);
  const close = () => {
    setShown(null);
    void answer().then(() => tellGames('game:resume'));
  };
  return (
    <Modal
      open
      title={t`Reality check`}
      onClose={close}
      actions={
        <>
          <button type="button" className={styles.button} onClick={close} data-testid="rg-reality-continue">
            <Trans>Continue</Trans>
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              close();
              navigate(`${paths.responsibleGaming.path}#rg-history`);
            }}
          >
            <Trans>See history</Trans>
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            onClick={() => {
              close();
              void signOut();
            }}
            data-testid="rg-reality-logout"
          >
            <Trans>Log out</Trans>
          </button>
        </>
      }
    >
      <div data-testid="rg-reality-check">
        <p>
          <Trans>You have been playing for {shown.minutesPlayed} minutes.</Trans>
        </p>
        <p>
          <Trans>Net result in this session: {money(shown.net)}</Trans>
        </p>
      </div>
    </Modal>
  );
}
