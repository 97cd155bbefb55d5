/** localStorage / sessionStorage that never throws (private mode, quota, disabled storage). */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    const s = area(kind);
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // storage full or disabled: the site still works for this page view
  }
}

export { STORAGE_KEYS } from '@contracts/storage-keys';
