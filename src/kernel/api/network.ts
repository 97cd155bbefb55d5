/**
 * The player's connection: `offline` while the browser says so (the `online`/`offline` events),
 * `slow` once a call has waited longer than SLOW_CALL_MS, `online` again when a call answers
 * sooner (or the browser is back online). The shell shows a non-blocking notice for the first two.
 */
import { atom } from 'jotai';
import { store } from '../store';

export type Connection = 'online' | 'offline' | 'slow';

/** A call still unanswered after this long marks the connection slow. */
export const SLOW_CALL_MS = 4000;

export const connectionAtom = atom<Connection>('online');

export const isOffline = (): boolean => globalThis.navigator?.onLine === false;

/** Follows the browser's online/offline events; returns the function that stops following. */
export function watchConnection(target: Window = window): () => void {
  const sync = () => store.set(connectionAtom, isOffline() ? 'offline' : 'online');
  sync();
  target.addEventListener('online', sync);
  target.addEventListener('offline', sync);
  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', sync);
  };
}

/** Starts timing one call; the function it returns ends it (a quick answer clears `slow`). */
export function timeCall(): () => void {
  const started = Date.now();
  const timer = setTimeout(() => store.get(connectionAtom) === 'online' && store.set(connectionAtom, 'slow'), SLOW_CALL_MS);
  return () => {
    clearTimeout(timer);
    if (Date.now() - started < SLOW_CALL_MS && store.get(connectionAtom) === 'slow') store.set(connectionAtom, 'online');
  };
}
