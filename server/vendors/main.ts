/**
 * The demo vendors in their own process: `VENDOR_OPERATOR_URL=http://127.0.0.1:8080
 * SEAMLESS_SECRET=<same as the operator's> tsx server/vendors/main.ts`. Own port (VENDOR_PORT,
 * default 8090) and own database (DATABASE_URL / DATA_DIR as the server's config reads them; only
 * the vendor_* tables are used). Route `/vendors/*` of the site's origin here (reverse proxy), or
 * frame the vendor origin (then add it to the CSP's frame-src).
 */
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openDb } from '../db/open';
import { requestLogging } from '../http/request-log';
import { vendorSecret } from '../wallet/seamless/secrets';
import { vendorDrillFromEnv } from './faults';
import vendorsPlugin from './plugin';
import { httpTransport, SeamlessClient } from './seamless-client';

async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: '.data/vendors', ...process.env });
  const operatorUrl = config.vendorOperatorUrl;
  const secret = config.seamlessSecret;
  if (!operatorUrl || !secret)
    throw new Error('Set VENDOR_OPERATOR_URL and SEAMLESS_SECRET (the operator must use the same SEAMLESS_SECRET).');
  const db = await openDb(config);
  await migrate(
    db,
    readMigrations().filter((m) => /vendor/.test(m.name)),
  );
  const app = Fastify(requestLogging(config.logLevel));
  const transport = httpTransport(operatorUrl);
  await app.register(vendorsPlugin, {
    db,
    sweepMs: 5_000,
    clientFor: (code) => new SeamlessClient(code, vendorSecret(secret, code), transport),
    secretFor: async (code) => vendorSecret(secret, code),
    ...vendorDrillFromEnv(process.env, config.env === 'production'),
  });
  app.addHook('onClose', () => db.close());
  await app.listen({ host: config.host, port: config.vendorPort });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
