/**
 * A content screen's action state: `busy` while one runs (its buttons disabled), the error it ended
 * with and the notice it left (`setNotice`). `act` clears both, runs the work and keeps its error's
 * message; `onStart` and `onError` add what a screen clears or reads besides (a field's error).
 */
import { useState } from 'react';

export function useAction({ onStart, onError }: { onStart?: () => void; onError?: (error: unknown) => void } = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    onStart?.();
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      onError?.(e);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, notice, setNotice, act };
}
