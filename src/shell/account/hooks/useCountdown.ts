/** Seconds until `until` (epoch ms), recomputed every 500 ms (spec §9 countdown tick); 0 when past. */
import { useEffect, useState } from 'react';

export const COUNTDOWN_TICK_MS = 500;

export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}
