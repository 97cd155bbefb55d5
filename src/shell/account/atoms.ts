/** Account state the shell's first load needs without the account code itself. */
import { atom } from 'jotai';

/** The sign-out confirm prompt is open (the prompt and the logout call load when it opens). */
export const signOutConfirmAtom = atom(false);

/** The address carries a return from social sign-in (`#id_token=…`, read by social.ts). */
export const carriesSocialReturn = (hash: string): boolean => hash.includes('id_token=');
