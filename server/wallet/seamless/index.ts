/** The seamless-wallet route group (operator side): `POST /seamless/v1/*`, called by vendors. */
import type { FastifyInstance } from 'fastify';
import { clock } from '../../clock';
import { redeemLaunch } from '../../games/launches';
import { rgSettingsOf } from '../../rg/settings';
import type { Transport } from '../../vendors/seamless-client';
import { gameInfo } from './game-info';
import { seamlessRoutes } from './routes';
import { installationSecret } from './secrets';
import type { SeamlessDeps } from './service';

export function injectTransport(app: FastifyInstance): Transport {
  return async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { statusCode: res.statusCode, body: res.body };
  };
}

export function seamlessDeps(app: FastifyInstance): SeamlessDeps {
  return {
    db: app.db,
    // the server's one clock: its time rules (reality checks, limits, expiries) move with it in tests
    now: () => clock.now(),
    currencyOf: (tenantId) => app.tenants.get(tenantId)?.currency.code ?? 'USD',
    realityDefaultOf: (tenantId) => {
      const tenant = app.tenants.get(tenantId);
      return tenant ? rgSettingsOf(tenant).defaultRealityCheckMinutes : null;
    },
    redeemLaunch: async (tx, token, now) => {
      const launch = await redeemLaunch(tx, token, now);
      return launch ? { ...launch, nodeId: String(launch.nodeId) } : null;
    },
    gameInfo,
  };
}

export default async function seamlessWalletRoutes(app: FastifyInstance): Promise<void> {
  const installation = installationSecretOf(app);
  await app.register(async (scope) => seamlessRoutes(scope, seamlessDeps(app), installation));
}

/** The app's installation secret (SEAMLESS_SECRET, else the random one in the database), read once. */
export function installationSecretOf(app: FastifyInstance): () => Promise<string> {
  let secret: string | null = null;
  return async () => {
    secret ??= await installationSecret(app.db, app.config.seamlessSecret);
    return secret;
  };
}
