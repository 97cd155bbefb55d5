/**
 * Loads data for a screen: `{ data, error, loading, reload }`; a stale answer never overwrites a newer one.
 * The answer renders as a transition: React renders a long list in slices, so the page still
 * answers a tap while it does.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { data: T | null; error: unknown; loading: boolean; reload: () => void };

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => id === latest.current && startTransition(() => setState({ data, error: null, loading: false })),
      (error: unknown) => id === latest.current && startTransition(() => setState((s) => ({ data: s.data, error, loading: false }))),
    );
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
