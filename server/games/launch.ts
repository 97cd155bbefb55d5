/**
 * `/wps/game/launchGame` and `GCS_gameLaunchFB`: the general launcher (category, vendor, gameId or
 * roomId, nodeId, free-play support); a logged-in member (trial members too, always in free play)
 * launches a visible game; free play only for member types 0, 1, 2 (`free_reject`).
 */
import { FREE_PLAY_TYPES } from '../../src/contracts/account/member';
import type { LaunchBody, LaunchResult } from '../../src/contracts/games/calls';
import { SHORTCUT_VIEWS } from '../../src/contracts/games/types';
import type { LanguageCode } from '../../src/contracts/languages';
import type { Authenticated } from '../accounts/sessions';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { assertNotExcluded } from '../rg/checks';
import type { BrandCatalogue } from './brand-catalogue';
import { createLaunch, playUrl } from './launches';
import { addRecent } from './recent';

type GameLookup = Pick<LaunchBody, 'category' | 'nodeId' | 'vendor' | 'gameId' | 'roomId' | 'gameCode'>;

/**
 * The general launcher's game (spec §4): by nodeId, else vendor + gameId (roomId for a live
 * room; gameCode from older callers). A category that is not the game's type (or a view over
 * it, such as BINGO over RNG) finds nothing.
 */
export function findGame(view: BrandCatalogue, body: GameLookup) {
  const ref = body.gameId || body.roomId || body.gameCode;
  const vendor = body.vendor?.toUpperCase();
  const game =
    body.nodeId !== undefined
      ? view.byNode.get(body.nodeId)
      : vendor && ref
        ? view.games.find((g) => g.vendorCode === vendor && g.gameCode === ref)
        : undefined;
  if (!game) return undefined;
  if (body.nodeId !== undefined && vendor && game.vendorCode !== vendor) return undefined;
  if (body.category && body.category !== game.gameType && SHORTCUT_VIEWS[body.category]?.base !== game.gameType) return undefined;
  return game;
}

export async function launchGame(
  db: Queryable,
  view: BrandCatalogue,
  who: Authenticated,
  body: LaunchBody,
  language: LanguageCode,
  now: Date,
): Promise<LaunchResult> {
  const game = findGame(view, body);
  if (!game) throw new ApiError('game.not.found');
  // responsible gambling: no game, free play included, during a time-out or self-exclusion
  await assertNotExcluded(db, who.session.tenant_id, who.member.id, now);
  const freePlay = body.freePlay || who.member.trial;
  if (freePlay && !FREE_PLAY_TYPES.includes(who.member.member_type)) throw new ApiError('free_reject');
  if (freePlay && !game.freePlay) throw new ApiError('game.free.unsupported');
  const { token, expiresAt } = await createLaunch(
    db,
    {
      tenantId: who.session.tenant_id,
      memberId: who.member.id,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      gameType: game.gameType,
      freePlay,
      language,
      returnUrl: body.returnUrl ?? '/m/home',
    },
    now,
  );
  await addRecent(db, who.session.tenant_id, who.member.id, game.nodeId, now);
  return { url: playUrl(game.vendorCode, token, language), expiresAt: expiresAt.toISOString(), freePlay };
}
