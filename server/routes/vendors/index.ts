/**
 * The demo vendors mounted in this process (`/vendors/*`). They get a seamless client per vendor
 * code whose transport is this app itself (the same signed requests, without a socket), or real
 * HTTP when VENDOR_OPERATOR_URL names the operator, as a vendor in its own process would use.
 * Their time is the server's one clock (tests move it to bring a draw due).
 */
import type { FastifyInstance } from 'fastify';
import { clock } from '../../clock';
import { vendorDrillFromEnv } from '../../vendors/faults';
import vendorsPlugin from '../../vendors/plugin';
import { httpTransport, SeamlessClient } from '../../vendors/seamless-client';
import { injectTransport, installationSecretOf } from '../../wallet/seamless/index';
import { vendorSecret } from '../../wallet/seamless/secrets';

export default async function vendorRoutes(app: FastifyInstance): Promise<void> {
  const url = app.config.vendorOperatorUrl;
  const transport = url ? httpTransport(url) : injectTransport(app);
  const installation = await installationSecretOf(app)();
  await app.register(vendorsPlugin, {
    db: app.db,
    now: () => clock.now(),
    clientFor: (code: string) => new SeamlessClient(code, vendorSecret(installation, code), transport),
    secretFor: async (code: string) => vendorSecret(installation, code),
    sweepMs: app.config.env === 'test' ? 0 : 5_000,
    ...vendorDrillFromEnv(process.env, app.config.env === 'production'),
  });
}
