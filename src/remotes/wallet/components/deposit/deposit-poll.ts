/**
 * Checking one deposit until it is decided: every `RETURN_POLL_MS` while it is pending; after a
 * check that failed in a way the next one may not (no network, no answer, a 5xx, too many
 * requests) the wait doubles up to `RETRY_MAX_MS`; a refusal the server will repeat (no such
 * deposit, the session ended) stops at once. Checks stop for good when the deposit is decided
 * (credited, rejected, cancelled or expired), pause when `RETURN_WINDOW_MS` of waiting has passed
 * without a decision, and end when the page unmounts. `checkNow` checks at once and opens a new window.
 */
import type { DepositView } from '@contracts/wallet/deposit';
import { ApiError, CLIENT_CODES } from '@kernel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDeposits } from '../../api/deposit';

export const RETURN_POLL_MS = 2_000;
export const RETRY_MAX_MS = 16_000;
export const RETURN_WINDOW_MS = 60_000;

/**
 * checking: a check is under way; waiting: the next one is due by itself; paused: the window passed
 * (still pending, or still failing); stopped: a refusal that a check repeats; decided: credited, rejected, cancelled or expired.
 */
export type PollPhase = 'checking' | 'waiting' | 'paused' | 'stopped' | 'decided';
export type DepositPoll = { deposit: DepositView | null; error: unknown; phase: PollPhase; checkNow: () => void };

/** A failure a later check may not meet: no answer, or an answer that says "later". */
export function mayPassLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.badResponse) return true;
  return error.httpStatus === 0 || error.httpStatus === 429 || error.httpStatus >= 500;
}

export function useDepositPoll(depositId: number, onDecided: (deposit: DepositView) => void): DepositPoll {
  const [deposit, setDeposit] = useState<DepositView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [phase, setPhase] = useState<PollPhase>('checking');
  const [round, setRound] = useState(0);
  const decided = useRef(onDecided);
  decided.current = onDecided;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (checkNow) starts the checks again
  useEffect(() => {
    let live = true;
    let waited = 0;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (wait: number) => {
      if (waited + wait >= RETURN_WINDOW_MS) {
        setPhase('paused');
        return;
      }
      waited += wait;
      setPhase('waiting');
      timer = setTimeout(check, wait);
    };
    const check = async () => {
      setPhase('checking');
      try {
        const d = (await fetchDeposits({ depositId })).list[0] ?? null;
        if (!live) return;
        failures = 0;
        setError(null);
        setDeposit(d);
        if (d && d.status !== 'pending') {
          setPhase('decided');
          decided.current(d);
          return;
        }
        next(RETURN_POLL_MS);
      } catch (e) {
        if (!live) return;
        setError(e);
        if (!mayPassLater(e)) {
          setPhase('stopped');
          return;
        }
        failures++;
        next(Math.min(RETURN_POLL_MS * 2 ** failures, RETRY_MAX_MS));
      }
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [depositId, round]);

  const checkNow = useCallback(() => setRound((n) => n + 1), []);
  return { deposit, error, phase, checkNow };
}
