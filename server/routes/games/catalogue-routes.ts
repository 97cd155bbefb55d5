/** Catalogue calls: GCSGAME_gameList, vassal game types. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { GAME_PATHS, GameListQuerySchema } from '../../../src/contracts/games/calls';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf } from '../../games/context';
import { gameList } from '../../games/list';
import { vassalTypes } from '../../games/vassal';
import { parseInput } from '../../http/validate';

export function catalogueRoutes(app: FastifyInstance, store: CatalogueStore): void {
  app.get(GAME_PATHS.gameList, async (request) => {
    const q = parseInput(GameListQuerySchema, request.query, 'query');
    const { tenant, view } = await brandView(store, request);
    return ok(gameList(view, q, languageOf(request, tenant, q.language)));
  });

  app.get(GAME_PATHS.vassalTypes, async (request) => {
    const { view } = await brandView(store, request);
    return ok(vassalTypes(view));
  });
}
