/** Toasts with the spec's durations (§9; DECISIONS: 1 s where the spec says so, else 1.5 s). */
import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';
import { store } from '../store';

export const TOAST_MS = {
  success: 1500,
  successQuick: 1000,
  notice: 1500,
  short: 3000,
  long: 8000,
  copy: 2000,
  /** the "please wait" toast stays until the call settles, at most this long */
  loadingMax: 9999,
  /** §8: the loading toast of the password reset (by phone) stays at most 15 s */
  loadingPasswordReset: 15_000,
} as const;

export type ToastKind = 'success' | 'error' | 'info' | 'loading';
export type Toast = { id: number; kind: ToastKind; message: MessageDescriptor | string };

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

function hide(id: number): void {
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

/** Shows a toast for `ms` milliseconds; returns a function that hides it early. */
export function showToast(kind: ToastKind, message: MessageDescriptor | string, ms: number): () => void {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list.filter((t) => t.kind !== 'loading' || kind !== 'loading'), { id, kind, message }]);
  const timer = setTimeout(() => hide(id), ms);
  return () => {
    clearTimeout(timer);
    hide(id);
  };
}

export const toast = {
  success: (m: MessageDescriptor | string, ms: number = TOAST_MS.success) => showToast('success', m, ms),
  info: (m: MessageDescriptor | string, ms: number = TOAST_MS.short) => showToast('info', m, ms),
  short: (m: MessageDescriptor | string) => showToast('error', m, TOAST_MS.short),
  long: (m: MessageDescriptor | string) => showToast('error', m, TOAST_MS.long),
  copy: (m: MessageDescriptor | string) => showToast('success', m, TOAST_MS.copy),
  loading: (m: MessageDescriptor | string, ms: number = TOAST_MS.loadingMax) => showToast('loading', m, ms),
};

/** Runs `work` under a "please wait" toast that hides when it settles (or after `ms`, 9999 by default). */
export async function withLoading<T>(m: MessageDescriptor | string, work: () => Promise<T>, ms: number = TOAST_MS.loadingMax): Promise<T> {
  const done = toast.loading(m, ms);
  try {
    return await work();
  } finally {
    done();
  }
}
