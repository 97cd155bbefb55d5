/**
 * Builds the server (no port opened: `main.ts` listens, tests use `app.inject`).
 * Order, the fastify/demo way: external plugins, then app plugins, then the route groups.
 */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { loadTenants } from '../tenants/load';
import type { Config } from './config';
import { registerErrorHandlers } from './http/error-handler';
import { genReqId, REQUEST_ID_HEADER } from './http/request-id';
import dbPlugin from './plugins/app/db';
import repositoriesPlugin from './plugins/app/repositories';
import tenantsPlugin from './plugins/app/tenants';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import accountRoutes from './routes/account/index';
import gameRoutes from './routes/games/index';
import operatorRoutes from './routes/operator/index';
import siteRoutes from './routes/site/index';
import systemRoutes from './routes/system/index';
import { TenantRegistry } from './tenants/registry';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** A route group: `server/routes/<group>/index.ts`, a plugin that receives the config. */
export type RouteGroup = FastifyPluginAsync<{ config: Config }>;

/** The API route groups. Add a group by adding one line. */
const API_ROUTES: RouteGroup[] = [systemRoutes, accountRoutes, gameRoutes];

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const tenants = loadTenants(config.tenantsDir);
  const trust = config.trustProxy;
  const options: FastifyServerOptions = {
    logger: { level: config.logLevel },
    genReqId,
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: 1_048_576,
  };
  const app = Fastify(options);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.decorate('config', config);
  registerErrorHandlers(app);

  // external plugins
  await app.register(helmetPlugin, { tenants });
  await app.register(rateLimitPlugin, { max: config.rateLimitMax });
  await app.register(formbody);

  // app plugins
  await app.register(dbPlugin, { config });
  await app.register(tenantsPlugin, { registry: new TenantRegistry(tenants, config.allowTenantOverride) });
  await app.register(repositoriesPlugin);

  // routes
  for (const routes of API_ROUTES) await app.register(routes, { config });
  await app.register(operatorRoutes, { token: config.operatorToken });
  await app.register(siteRoutes, { distDir: config.distDir });
  return app;
}
