/**
 * The operator console: its API under `/console/api/*` (staff sessions, then one plugin per area,
 * `./areas.ts`) and its built app under `/console/` (`./app-routes.ts`). Console routes serve no
 * brand of their own (no tenant resolved from the host): brand work names its brand in the path.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { consoleAppRoutes } from './app-routes';
import { CONSOLE_AREAS } from './areas';
import { sessionRoutes } from './session-routes';

export const CONSOLE_API_PREFIX = '/console/api';

export default async function consoleRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, noTenant: true };
      });
      await api.register(sessionRoutes);
      for (const area of CONSOLE_AREAS) await api.register(area);
    },
    { prefix: CONSOLE_API_PREFIX },
  );
  await app.register(consoleAppRoutes, { distDir: opts.config.distDir });
}
