/** The console's shared state: who is signed in, and the brand being worked on. */
import { atom } from 'jotai';
import type { Me } from './schemas';

/** undefined: not known yet (asking the server); null: signed out */
export const meAtom = atom<Me | null | undefined>(undefined);

const BRAND_KEY = 'console.brand';
const chosenBrandAtom = atom<string | null>(localStorage.getItem(BRAND_KEY));

/** The brand chosen in the switcher, always one of the member's brands (the first by default). */
export const brandAtom = atom(
  (get) => {
    const me = get(meAtom);
    const ids = me?.brands.map((b) => b.id) ?? [];
    const chosen = get(chosenBrandAtom);
    return chosen && ids.includes(chosen) ? chosen : (ids[0] ?? null);
  },
  (_get, set, id: string) => {
    localStorage.setItem(BRAND_KEY, id);
    set(chosenBrandAtom, id);
  },
);

export function allowed(me: Me | null | undefined, permission: string): boolean {
  return Boolean(me?.permissions.includes(permission));
}
