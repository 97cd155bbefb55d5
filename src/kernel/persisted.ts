/** An atom mirrored into localStorage (validated on read, so a tampered value is dropped). */
import { atom, type WritableAtom } from 'jotai';
import * as v from 'valibot';
import { readItem, writeItem } from './storage';

export function persistedAtom<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T, [T], void> {
  const load = (): T => {
    const raw = readItem(key);
    if (raw === null) return fallback;
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.output : fallback;
    } catch {
      return fallback;
    }
  };
  const base = atom<T>(load());
  return atom(
    (get) => get(base),
    (_get, set, value: T) => {
      writeItem(key, value === null || value === undefined ? null : JSON.stringify(value));
      set(base, value);
    },
  );
}
