/**
 * The launch flow of spec §4: a session is needed (guests go to log in); lottery games carry the
 * prize mode (TCG_LOTTO_VN the current mode: LOTT, or ELOTT when the mapping lists it under
 * ELOTT; TCG_SEA the SEA mode) and, for LOTT / ELOTT, the play type (ent when the lotto mode has
 * Entertainment, else trad); free play only for member types 0, 1, 2. The game opens full screen
 * (GameFrame); closing it comes back here and reloads the balance.
 */
import type { GameItem, LaunchBody, VassalTypes } from '@contracts/games/calls';
import type { PlayType, PrizeMode } from '@contracts/games/types';
import { ApiError, FREE_REJECT_MS, freeRejectMessage, guardFreePlay, isLoggedInAtom, isTrialAtom, languageAtom, paths, refreshWalletAtom, sessionInfoAtom, toast } from '@kernel';
import { msg } from '@lingui/core/macro';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addRecentGame, launchGame } from '../api/games';
import { loadVassalTypes } from './catalogue';

export type OpenGame = { url: string; name: string };
export const openGameAtom = atom<OpenGame | null>(null);

/** Closes the game and asks the wallet to reload the balance. */
export const closeGameAtom = atom(null, (_get, set) => {
  set(openGameAtom, null);
  void set(refreshWalletAtom);
});

export function prizeModeOf(game: Pick<GameItem, 'vassalage' | 'gameType'>, types: VassalTypes | null): PrizeMode | undefined {
  if (game.vassalage === 'TCG_SEA') return 'SEA';
  const elott = types?.mapping.ELOTT ?? [];
  const current: PrizeMode = elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'Elott' : 'Lott';
  if (game.vassalage === 'TCG_LOTTO_VN') return current;
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') return current;
  return undefined;
}

export function playTypeOf(game: Pick<GameItem, 'gameType' | 'lottoMode'>): PlayType | undefined {
  if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') return undefined;
  return game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}

/**
 * The general launcher's fields (spec §4): category (the game's type), vendor, gameId (or roomId
 * for a live room), nodeId and free-play support (the game's own flag).
 */
export function launcherFields(game: GameItem & { roomId?: string }): Pick<LaunchBody, 'category' | 'vendor' | 'gameId' | 'roomId' | 'nodeId' | 'freePlaySupported'> {
  const ref = game.roomId ? { roomId: game.roomId } : { gameId: game.gameId || game.gameCode };
  return { category: game.gameType as LaunchBody['category'], vendor: game.vassalage, ...ref, nodeId: game.nodeId, freePlaySupported: game.freePlay };
}

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
      if (freePlay && !trial && !guardFreePlay(info?.type)) return;
      const types = await loadVassalTypes(language).catch(() => null);
      const body: LaunchBody = {
        ...launcherFields(game),
        freePlay,
        language,
        returnUrl: `${location.pathname}${location.search}`,
        prizeMode: prizeModeOf(game, types),
        playType: playTypeOf(game),
      };
      try {
        const result = await launchGame(body);
        addRecentGame(game.nodeId).catch(() => undefined);
        open({ url: result.url, name: game.gameName });
      } catch (error) {
        // the server's free-play refusal (a member type changed since the page loaded): free_reject for 2 s
        if (error instanceof ApiError && error.code === 'free_reject') {
          toast.info(freeRejectMessage, FREE_REJECT_MS);
          return;
        }
        const m = error instanceof ApiError ? error.descriptor : msg`The game could not be opened, please try again`;
        toast.short(m);
      }
    },
    [loggedIn, trial, info, language, open, navigate, location],
  );
}
