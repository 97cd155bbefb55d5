/** Account state the shell's first load needs without the account code itself. */
import { atom } from 'jotai';

/** The sign-out confirm prompt is open (the prompt and the logout call load when it opens). */
export const signOutConfirmAtom = atom(false);
