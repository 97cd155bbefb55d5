/** Waiting in component tests while `setTimeout` is faked. */
import { act } from '@testing-library/react';

/**
 * Waits for `check` to pass without moving fake timers (`vi.waitFor` advances them on every try, and
 * Testing Library's `findBy…` waits on a `setTimeout` they hold): between tries only the pending
 * promises and I/O run, inside `act` so React's updates are applied. Returns what `check` returned;
 * after `tries` failed tries it throws the last failure.
 */
export async function settleUntil<T>(check: () => T, tries = 200): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (error) {
      if (i >= tries) throw error;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}
