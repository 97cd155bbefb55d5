/**
 * The wallet in common state (spec §3 "Balance: visible or masked, held in common state"): the
 * player's wallets from `/wps/wallets/gcs`, whether a refresh is running, and the mask choice
 * (persisted, so it survives a reload). The wallet contracts load with the first refresh (a session),
 * not with the shell's first load.
 */
import type { WalletsValue } from '@contracts/wallet/wallets';
import { atom } from 'jotai';
import * as v from 'valibot';
import { apiRequest } from '../api/client';
import { persistedAtom } from '../persisted';
import { balanceAtom, tokenAtom } from '../session/atoms';
import { STORAGE_KEYS } from '../storage';

const walletBase = atom<{ token: string; value: WalletsValue } | null>(null);
/** The wallets and sumBalance (minor units + currency) of this session; null until loaded or after logout. */
export const walletAtom = atom((get) => {
  const held = get(walletBase);
  return held && held.token === get(tokenAtom) ? held.value : null;
});
export const walletRefreshingAtom = atom(false);
/** Balance masked with asterisks by the player's choice. */
export const balanceMaskedAtom = persistedAtom<boolean>(STORAGE_KEYS.balanceMasked, v.boolean(), false);

/** Stores a wallets answer (also used by screens whose call returns the new wallets). */
export const setWalletAtom = atom(null, (get, set, value: WalletsValue | null) => {
  const token = get(tokenAtom);
  set(walletBase, value && token ? { token, value } : null);
  set(balanceAtom, value === null ? null : value.sumBalance / 10 ** value.currency.minorUnits);
});

let inflight: Promise<void> | null = null;

/** Reloads the wallet when a session exists; concurrent calls share one request. Never throws. */
export const refreshWalletAtom = atom(null, (get, set): Promise<void> => {
  const token = get(tokenAtom);
  if (!token) return Promise.resolve();
  if (inflight) return inflight;
  set(walletRefreshingAtom, true);
  inflight = Promise.all([import('@contracts/wallet/calls'), import('@contracts/wallet/wallets')])
    .then(([{ WALLET_CALLS }, { WalletsValueSchema }]) => apiRequest(WALLET_CALLS.wallets.path, { schema: WalletsValueSchema }))
    .then(
      (value) => {
        if (get(tokenAtom) === token) set(setWalletAtom, value);
      },
      () => {},
    )
    .finally(() => {
      inflight = null;
      set(walletRefreshingAtom, false);
    });
  return inflight;
});
