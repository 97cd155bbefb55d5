/**
 * The account panels (login, register, forgot password) are modals any page can open, the shell
 * draws them. One atom holds the open panel, so the three are mutually exclusive by construction.
 */
import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';

export type AccountPanel = 'login' | 'register' | 'forget';
export type AccountPanelState = { panel: AccountPanel; notice?: MessageDescriptor } | null;

export const accountPanelAtom = atom<AccountPanelState>(null);

/** Opens one panel (closing any other), with an optional notice shown at its top. */
export const openAccountPanelAtom = atom(null, (_get, set, panel: AccountPanel, notice?: MessageDescriptor) => {
  set(accountPanelAtom, notice ? { panel, notice } : { panel });
});

export const closeAccountPanelAtom = atom(null, (_get, set) => set(accountPanelAtom, null));

/**
 * The notice of a session the server ended (signed in elsewhere, expired, session limit): set when
 * the session is cleared; the shell goes to the login page, which shows it until the player logs in
 * again or leaves the page.
 */
export const sessionEndedAtom = atom<MessageDescriptor | null>(null);
