/**
 * Builds the server (no port opened: `main.ts` listens, tests use `app.inject`).
 * Order, the fastify/demo way: external plugins, then app plugins, then the route groups.
 */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import consoleRoutes from './console/index';
import contentRoutes from './content/routes';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { registerErrorHandlers } from './http/error-handler';
import { FrontCache } from './http/front-cache';
import { registerInputGuard } from './http/input-guard';
import { genReqId, REQUEST_ID_HEADER } from './http/request-id';
import { type LogStream, requestLogging } from './http/request-log';
import { fastifyTrustProxy, trustProxyWarning } from './http/trust-proxy';
import dbPlugin from './plugins/app/db';
import housekeepingPlugin from './plugins/app/housekeeping';
import repositoriesPlugin from './plugins/app/repositories';
import tenantsPlugin from './plugins/app/tenants';
import compressPlugin from './plugins/external/compress';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import accountRoutes from './routes/account/index';
import agentRoutes from './routes/agent/index';
import gameRoutes from './routes/games/index';
import gatewayRoutes from './routes/gateway/index';
import healthRoutes from './routes/health/index';
import memberCentreRoutes from './routes/member/index';
import operatorRoutes from './routes/operator/index';
import promotionRoutes from './routes/promotions/index';
import rgRoutes from './routes/rg/index';
import siteRoutes from './routes/site/index';
import supportRoutes from './routes/support/index';
import systemRoutes from './routes/system/index';
import vendorRoutes from './routes/vendors/index';
import walletRoutes from './routes/wallet/index';
import { clock } from './clock';
import { loadLiveTenants, processName, registerLiveTenants } from './tenants/live';
import { TenantRegistry } from './tenants/registry';
import seamlessWalletRoutes from './wallet/seamless/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** every route as registered (method, url): the attack suite fuzzes each one it finds here */
    routeTable: { method: string; url: string }[];
    /** ready answers of the public reads, sent before Fastify runs (server/http/front-cache.ts) */
    frontCache: FrontCache;
  }
}

/** A route group: `server/routes/<group>/index.ts`, a plugin that receives the config. */
export type RouteGroup = FastifyPluginAsync<{ config: Config }>;

/** The API route groups. Add a group by adding one line. */
const API_ROUTES: RouteGroup[] = [
  healthRoutes,
  systemRoutes,
  accountRoutes,
  walletRoutes,
  gatewayRoutes,
  rgRoutes,
  gameRoutes,
  seamlessWalletRoutes,
  vendorRoutes,
  contentRoutes,
  promotionRoutes,
  memberCentreRoutes,
  supportRoutes,
  agentRoutes,
  consoleRoutes,
];

/** `logStream`: where the log lines go (standard output when unset; tests read them). */
export async function buildApp(config: Config, opts: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    ...requestLogging(config.logLevel, opts.logStream),
    genReqId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // The database plugin opens and migrates the database: on a fresh embedded database of a slow or
    // busy machine that takes far longer than Fastify's 10 s default, which would stop a working start.
    // Five minutes still ends a start that truly hangs.
    pluginTimeout: 300_000,
    clientErrorHandler,
    frameworkErrors,
  };
  const app = Fastify(options);
  const trustWarning = trustProxyWarning(config.trustProxy);
  if (trustWarning) app.log.warn(trustWarning);
  // a callback hook, not an async one: every request passes here
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.decorate('config', config);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  registerErrorHandlers(app);
  registerInputGuard(app);

  // the database first: the brands served are the ones published in it (server/tenants/live.ts)
  await app.register(dbPlugin, { config });
  const live = await loadLiveTenants(app.db, { dir: config.tenantsDir, by: processName('server start'), now: clock.now(), log: app.log });
  const registry = new TenantRegistry(live.tenants, config.allowTenantOverride, live.images);
  const frontCache = new FrontCache({ trustProxy: config.trustProxy !== false, brands: () => registry.all, genReqId, log: app.log });
  frontCache.install(app.server);
  app.decorate('frontCache', frontCache);
  app.addHook('preClose', (done) => {
    frontCache.close();
    done();
  });

  // external plugins
  await app.register(helmetPlugin, { tenants: () => registry.all });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, { max: config.rateLimitMax });
  await app.register(formbody);

  // app plugins
  await app.register(tenantsPlugin, { registry });
  registerLiveTenants(app, registry, live.marker);
  await app.register(repositoriesPlugin);
  await app.register(housekeepingPlugin);

  // routes
  for (const routes of API_ROUTES) await app.register(routes, { config });
  await app.register(operatorRoutes, { token: config.operatorToken });
  await app.register(siteRoutes, { distDir: config.distDir });
  return app;
}
