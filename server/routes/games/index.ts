/**
 * The game lobby route group: catalogue, launch, art; favourites, recent, hot and the
 * winner board. The catalogue snapshot store is the app's one (catalogueStoreOf), shared with the site's first screen.
 */
import type { FastifyInstance } from 'fastify';
import { clock as serverClock } from '../../clock';
import { catalogueStoreOf } from '../../games/catalogue';
import { artRoutes } from './art-routes';
import { catalogueRoutes } from './catalogue-routes';
import { launchRoutes } from './launch-routes';
import { lotteryRoutes } from './lottery-routes';
import { memberRoutes } from './member-routes';

export default async function gameRoutes(app: FastifyInstance): Promise<void> {
  const clock = () => serverClock.now(); // the server's one clock (tests move it)
  const store = catalogueStoreOf(app.db, clock);
  catalogueRoutes(app, store);
  launchRoutes(app, store, clock);
  memberRoutes(app, store, clock);
  lotteryRoutes(app, store, clock);
  artRoutes(app, store);
}
