/** `/wps/game/launchGame` (POST body) and `GCS_gameLaunchFB` (GET query or POST body): the same launch. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { GAME_PATHS, LaunchBodySchema } from '../../../src/contracts/games/calls';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf, memberOf } from '../../games/context';
import { launchGame } from '../../games/launch';
import { parseInput } from '../../http/validate';

export function launchRoutes(app: FastifyInstance, store: CatalogueStore, clock: () => Date): void {
  async function launch(request: FastifyRequest, input: unknown) {
    const body = parseInput(LaunchBodySchema, input ?? {}, 'body');
    const now = clock();
    const { tenant, view } = await brandView(store, request);
    const who = await memberOf(app, request, tenant, now);
    return ok(await launchGame(app.db, view, who, body, languageOf(request, tenant, body.language), now));
  }
  app.post(GAME_PATHS.launch, (request) => launch(request, request.body));
  app.post(GAME_PATHS.launchFB, (request) => launch(request, request.body));
  app.get(GAME_PATHS.launchFB, (request) => launch(request, request.query));
}
