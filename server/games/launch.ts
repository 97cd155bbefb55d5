/**
 * `/wps/game/launchGame` and `GCS_gameLaunchFB`: a logged-in member (trial members too, always
 * in free play) launches a visible game; free play only for member types 0, 1, 2 (`free_reject`).
 */
import type { LaunchBody, LaunchResult } from '../../src/contracts/games/calls';
import type { LanguageCode } from '../../src/contracts/languages';
import type { Authenticated } from '../accounts/sessions';
import type { Queryable } from '../db/types';
import { assertNotExcluded } from '../rg/checks';
import type { BrandCatalogue } from './brand-catalogue';
import { GameError } from './errors';
import { createLaunch, playUrl } from './launches';
import { addRecent } from './recent';

export const FREE_PLAY_MEMBER_TYPES: readonly number[] = [0, 1, 2];

export function findGame(view: BrandCatalogue, body: Pick<LaunchBody, 'nodeId' | 'vendor' | 'gameCode'>) {
  if (body.nodeId !== undefined) return view.byNode.get(body.nodeId);
  if (body.vendor && body.gameCode) return view.games.find((g) => g.vendorCode === body.vendor?.toUpperCase() && g.gameCode === body.gameCode);
  return undefined;
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
  if (!game) throw new GameError('game.not.found');
  // responsible gambling: no game, free play included, during a time-out or self-exclusion
  await assertNotExcluded(db, who.session.tenant_id, who.member.id, now);
  const freePlay = body.freePlay || who.member.trial;
  if (freePlay && !FREE_PLAY_MEMBER_TYPES.includes(who.member.member_type)) throw new GameError('free_reject');
  if (freePlay && !game.freePlay) throw new GameError('game.free.unsupported');
  const { token, expiresAt } = await createLaunch(
    db,
    {
      tenantId: who.session.tenant_id, memberId: who.member.id, vendorCode: game.vendorCode, gameCode: game.gameCode,
      nodeId: game.nodeId, gameType: game.gameType, freePlay, language, returnUrl: body.returnUrl ?? '/m/home',
    },
    now,
  );
  await addRecent(db, who.session.tenant_id, who.member.id, game.nodeId, now);
  return { url: playUrl(game.vendorCode, token, language), expiresAt: expiresAt.toISOString(), freePlay };
}
