/**
 * Runs `tick` now and then every `ms` while the page is shown (and again when it becomes visible);
 * starts over when `key` changes (the brand, the conversation).
 */
import { useEffect, useRef } from 'react';

export function usePoll(tick: () => void, ms: number, key: string): void {
  const latest = useRef(tick);
  latest.current = tick;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what the poll depends on; the tick is read through a ref
  useEffect(() => {
    latest.current();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, ms);
    const onVisible = () => document.visibilityState === 'visible' && latest.current();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, ms]);
}
