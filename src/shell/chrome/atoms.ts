import { atom } from 'jotai';

/** The side menu (right drawer) is open. */
export const sideMenuOpenAtom = atom(false);
