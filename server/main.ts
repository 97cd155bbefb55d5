/** Starts the server: config, database (migrated), listen; stops cleanly on SIGINT/SIGTERM. */
import { randomBytes } from 'node:crypto';
import { seedAgentDemo } from './agent/seed';
import { clock } from './clock';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { seedDemoStaff } from './console/staff/demo';
import { isDatabaseUnavailable } from './db/unavailable';
import { developmentServices } from './dev-services';
import { writeServerHandle } from './ops/server-handle';

/** On PGlite the ops CLI reaches the running server through its operator API (ops/server-handle.ts). */
function withLocalOperatorToken(config: Config): Config {
  if (config.databaseUrl || config.operatorToken) return config;
  return { ...config, operatorToken: randomBytes(24).toString('base64url') };
}

async function main(): Promise<void> {
  const config = withLocalOperatorToken(loadConfig());
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  // the database going away never ends the process. A promise nobody awaited that failed
  // for it is a bug to fix, not a reason to exit; any other unhandled rejection still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.error({ err: reason }, 'unhandled rejection while the database is unavailable');
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (config.seedDemoAgents) {
    for (const tenant of app.tenants.all) app.log.info(`demo agents on ${tenant.id}: ${await seedAgentDemo(app.db, tenant)}`);
  }
  if (config.seedDemoStaff) {
    const lines = await seedDemoStaff(
      app.db,
      app.tenants.all.map((t) => t.id),
      clock.now(),
    );
    app.log.info(`console demo staff (docs/console.md): ${lines.join('; ')}`);
  }
  const address = await app.listen({ host: config.host, port: config.port });
  const port = new URL(address).port;
  if (!config.databaseUrl && config.operatorToken) {
    process.on('exit', writeServerHandle(config.dataDir, { url: address, token: config.operatorToken }));
  }
  const brands = app.tenants.all.map((t) => `http://${t.id}.localhost:${port}/m/home`).join(' ');
  app.log.info(`site: ${address}/m/home  brands: ${brands}`);
  for (const service of developmentServices(config)) app.log.warn(`development service on: ${service}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
