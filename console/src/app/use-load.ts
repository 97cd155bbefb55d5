/** Loads something for a page: its value, its error text, and `reload` after a change. */
import { useCallback, useEffect, useState } from 'react';

export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { value: T | null; error: string | null; reload: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on; tick asks for a reload
  const run = useCallback(load, [...deps, tick]);
  useEffect(() => {
    let live = true;
    setError(null);
    run()
      .then((v) => live && setValue(v))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [run]);
  return { value, error, reload: () => setTick((n) => n + 1) };
}
