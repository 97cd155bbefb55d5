/**
 * The game lobby route group (issue 9): catalogue, launch, art; favourites, recent, hot and the
 * winner board. The catalogue snapshot store lives here (one per app).
 */
import type { FastifyInstance } from 'fastify';
import { clock as serverClock } from '../../clock';
import { CatalogueStore } from '../../games/catalogue';
import { artRoutes } from './art-routes';
import { catalogueRoutes } from './catalogue-routes';
import { launchRoutes } from './launch-routes';
import { lotteryRoutes } from './lottery-routes';
import { memberRoutes } from './member-routes';

export default async function gameRoutes(app: FastifyInstance): Promise<void> {
  const clock = () => serverClock.now(); // the server's one clock (tests move it)
  const store = new CatalogueStore(app.db, clock);
  catalogueRoutes(app, store);
  launchRoutes(app, store, clock);
  memberRoutes(app, store, clock);
  lotteryRoutes(app, store, clock);
  artRoutes(app, store);
}
