/**
 * Operator HTTP API under `/ops/api/*`: what `npm run ops` does, over HTTP, for QA tools and
 * operators' consoles. Every call needs `Authorization: Bearer <OPERATOR_TOKEN>` (401 envelope
 * without it); with no token configured the API does not exist (404).
 *
 *   GET  /ops/api/tenants                         brands
 *   GET  /ops/api/tenants/:tenant                 status, switches, every flag and setting with its source
 *   PUT  /ops/api/tenants/:tenant/flags/:key      { change: on|off|reset }
 *   PUT  /ops/api/tenants/:tenant/settings/:key   { value: 18|21|0|1|<lang>|null }   (age, mem_cen, dep_func, defaultLanguage)
 *   PUT  /ops/api/tenants/:tenant/maintenance     { on }
 *   PUT  /ops/api/tenants/:tenant/region          { on }
 *   PUT  /ops/api/tenants/:tenant/identity        { on }   (false: the identity provider is down for the brand)
 *   POST /ops/api/tenants/:tenant/reset           every override and switch cleared
 *   POST /ops/api/tenants/:tenant/apply           { reset?, flags?, settings?, maintenance?, regionRestriction?, identityService? }
 *   POST /ops/api/tenants/:tenant/members         { username, password }: a player account for QA
 *   ledger verify, a player's wallet, balance adjust: see ./wallet.ts
 *   a player's time-out/self-exclusion and its audit, extend it: see ./rg.ts
 *   announcements, banners, content images: see ./content.ts
 *   help pages (list, one entry, texts per language, add, delete, reorder, publish): see ./help.ts
 *   reward requests (list, show, pictures, approve, reject): see ./rewards.ts
 *   inbox messages (send in each language, scheduled; list, change or cancel a scheduled one): see ./inbox.ts
 *   feedback, VIP (member centre): see ./member-centre.ts
 *   support chat (conversations, answers): see ./support.ts
 *   agents (list, create, quota, rebate, upline, pay run): see ./agents.ts
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail, ok } from '../../../src/contracts/envelope';
import { ERROR_CODES } from '../../../src/contracts/error-codes';
import { parseInput } from '../../http/validate';
import { createOpsActions } from '../../ops/actions';
import { RuntimeRepository } from '../../tenants/runtime-repository';
import { SettingsRepository } from '../../tenants/settings-repository';
import { agentOperatorRoutes } from './agents';
import { cliRoute } from './cli-route';
import { contentOperatorRoutes } from './content';
import { helpOperatorRoutes } from './help';
import { inboxOperatorRoutes } from './inbox';
import { memberCentreOperatorRoutes } from './member-centre';
import { memberRoutes } from './members';
import { rgOperatorRoutes } from './rg';
import { rewardOperatorRoutes } from './rewards';
import { ApplyBody, FlagBody, FlagParams, SettingBody, SwitchBody, TenantParams, toChange } from './schemas';
import { createOperatorService } from './service';
import { supportOperatorRoutes } from './support';
import { walletOperatorRoutes } from './wallet';

export const OPERATOR_API_PREFIX = '/ops/api';
export type OperatorApiOptions = { token: string | undefined };

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

function authorised(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorApi: boolean;
  }
}

/** Registered once (a second registration, e.g. by a test helper, is a no-op). */
async function operatorRoutes(app: FastifyInstance, opts: OperatorApiOptions): Promise<void> {
  const token = opts.token;
  if (!token || app.hasDecorator('operatorApi')) return;
  app.decorate('operatorApi', true);
  const actions = createOpsActions({ registry: app.tenants, runtime: new RuntimeRepository(app.db) });
  const ops = createOperatorService(actions, new SettingsRepository(app.db));

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (!authorised(request, token)) {
          reply.header('www-authenticate', 'Bearer');
          return reply.code(401).send(fail(ERROR_CODES.noPermission, 'Operator token required: Authorization: Bearer <OPERATOR_TOKEN>.'));
        }
        // every `/tenants/:tenant/...` call: an unknown brand is a 404 envelope (merchant.unknown), before its body is read
        const { tenant } = request.params as { tenant?: unknown };
        if (typeof tenant === 'string') ops.tenant(tenant);
      });
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      cliRoute(api, { db: app.db, registry: app.tenants, actions, tenantsDir: app.config.tenantsDir });

      api.get('/tenants', async () => ok(app.tenants.all.map((t) => ({ id: t.id, brandName: t.brandName, domains: t.domains }))));

      api.get('/tenants/:tenant', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        return ok(await ops.state(tenant));
      });

      api.put('/tenants/:tenant/flags/:key', async (request) => {
        const { tenant, key } = parseInput(FlagParams, request.params, 'path');
        const body = parseInput(FlagBody, request.body, 'body');
        ops.tenant(tenant);
        return ok(await actions.setFlag(tenant, ops.flagKey(key), toChange(body.change)));
      });

      api.put('/tenants/:tenant/settings/:key', async (request) => {
        const { tenant, key } = parseInput(FlagParams, request.params, 'path');
        const body = parseInput(SettingBody, request.body, 'body');
        return ok(await ops.setSetting(tenant, key, body.value));
      });

      api.put('/tenants/:tenant/maintenance', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        const body = parseInput(SwitchBody, request.body, 'body');
        return ok(await actions.setMaintenance(ops.tenant(tenant).id, body.on));
      });

      api.put('/tenants/:tenant/region', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        const body = parseInput(SwitchBody, request.body, 'body');
        return ok(await actions.setRegionRestriction(ops.tenant(tenant).id, body.on));
      });

      api.put('/tenants/:tenant/identity', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        const body = parseInput(SwitchBody, request.body, 'body');
        return ok(await actions.setIdentityService(ops.tenant(tenant).id, body.on));
      });

      api.post('/tenants/:tenant/reset', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        return ok(await ops.reset(tenant));
      });

      api.post('/tenants/:tenant/apply', async (request) => {
        const { tenant } = parseInput(TenantParams, request.params, 'path');
        return ok(await ops.apply(tenant, parseInput(ApplyBody, request.body ?? {}, 'body')));
      });

      memberRoutes(api, (id) => ops.tenant(id));
      walletOperatorRoutes(api, (id) => ops.tenant(id));
      rgOperatorRoutes(api, (id) => ops.tenant(id));
      contentOperatorRoutes(api, (id) => ops.tenant(id));
      helpOperatorRoutes(api, (id) => ops.tenant(id));
      rewardOperatorRoutes(api, (id) => ops.tenant(id));
      memberCentreOperatorRoutes(api, (id) => ops.tenant(id));
      inboxOperatorRoutes(api, (id) => ops.tenant(id));
      supportOperatorRoutes(api, (id) => ops.tenant(id));
      agentOperatorRoutes(api, (id) => ops.tenant(id));
    },
    { prefix: OPERATOR_API_PREFIX },
  );
}

export default fp(operatorRoutes, { name: 'operator-api', dependencies: ['db', 'tenants'] });
