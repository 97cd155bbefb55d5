/**
 * What a launch sends and how its answer shows (spec §4), loaded with the first launch: the
 * general launcher's fields (category, vendor, gameId or roomId, nodeId, free-play support);
 * lottery games carry the prize mode (TCG_LOTTO_VN the current mode: LOTT, or ELOTT when the
 * mapping lists it under ELOTT; TCG_SEA the SEA mode) and, for LOTT / ELOTT, the play type (ent
 * when the lotto mode has Entertainment, else trad). The server's free_reject shows 2 s.
 */
import type { GameItem, LaunchBody, VassalTypes } from '@contracts/games/calls';
import type { PlayType, PrizeMode } from '@contracts/games/types';
import { ApiError, toast } from '@kernel';
import { msg } from '@lingui/core/macro';
import { addRecentGame, launchGame } from '../api/games';
import { loadVassalTypes } from './catalogue';
import { FREE_REJECT_MS, freeRejectMessage } from './free-play';

/** A game opened full screen: its launch URL and the name its frame shows. */
export type OpenGame = { url: string; name: string };

/** the free-play rule, loaded with the first launch */
export { guardFreePlay } from './free-play';

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
export function launcherFields(
  game: GameItem & { roomId?: string },
): Pick<LaunchBody, 'category' | 'vendor' | 'gameId' | 'roomId' | 'nodeId' | 'freePlaySupported'> {
  const ref = game.roomId ? { roomId: game.roomId } : { gameId: game.gameId || game.gameCode };
  return {
    category: game.gameType as LaunchBody['category'],
    vendor: game.vassalage,
    ...ref,
    nodeId: game.nodeId,
    freePlaySupported: game.freePlay,
  };
}

export async function runLaunch(
  game: GameItem,
  o: { freePlay: boolean; language: string; returnUrl: string },
  open: (game: OpenGame) => void,
): Promise<void> {
  const types = await loadVassalTypes(o.language).catch(() => null);
  const body: LaunchBody = {
    ...launcherFields(game),
    freePlay: o.freePlay,
    language: o.language,
    returnUrl: o.returnUrl,
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
}
