/**
 * The launch flow of spec §4: a session is needed (guests go to log in); free play only for
 * member types 0, 1, 2 (else free_reject for 2 s). The free-play rule and what the launch sends
 * and how it answers (launch-run.ts: the general launcher's fields, lottery prize mode and play
 * type) load with the first launch, out of the pages' first load. The game opens full screen
 * (GameFrame); closing it comes back here and reloads the balance.
 */
import type { GameItem } from '@contracts/games/calls';
import { isLoggedInAtom, isTrialAtom, languageAtom, paths, refreshWalletAtom, sessionInfoAtom } from '@kernel';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OpenGame } from './launch-run';

export const openGameAtom = atom<OpenGame | null>(null);

/** Closes the game and asks the wallet to reload the balance. */
export const closeGameAtom = atom(null, (_get, set) => {
  set(openGameAtom, null);
  void set(refreshWalletAtom);
});

export function useLaunch() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const trial = useAtomValue(isTrialAtom);
  const info = useAtomValue(sessionInfoAtom);
  const language = useAtomValue(languageAtom);
  const open = useSetAtom(openGameAtom);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (game: GameItem, o: { freePlay?: boolean } = {}) => {
      if (!loggedIn && !trial) {
        navigate(paths.login.path);
        return;
      }
      const freePlay = Boolean(o.freePlay) || trial;
      const { guardFreePlay, runLaunch } = await import('./launch-run');
      if (freePlay && !trial && !guardFreePlay(info?.type)) return;
      await runLaunch(game, { freePlay, language, returnUrl: `${location.pathname}${location.search}` }, open);
    },
    [loggedIn, trial, info, language, open, navigate, location],
  );
}
