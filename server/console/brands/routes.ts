/**
 * The brands area: a brand's flags, maintenance and region switches (through the operator service
 * the `/ops/api` uses) and its configuration versions (through the `npm run ops -- tenant`
 * command's history, diff and rollback). Reading needs `brands.read`, changing `brands.edit`;
 * every change is written to the audit log with its before and after.
 *
 *   GET /brands                                        the caller's brands and their status
 *   GET /tenants/:tenant/brands                        switches and every flag with its source
 *   PUT /tenants/:tenant/brands/flags/:key             { change: on|off|reset }
 *   PUT /tenants/:tenant/brands/maintenance            { on }
 *   PUT /tenants/:tenant/brands/region                 { on }
 *   GET /tenants/:tenant/brands/versions               published versions, newest first
 *   GET /tenants/:tenant/brands/versions/diff?from=&to=   what changed between two versions
 *   POST /tenants/:tenant/brands/versions/:version/rollback
 *
 * and the brand's agents and their contracts (`./agent-routes.ts`).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { createOpsActions, OpsError } from '../../ops/actions';
import type { OpsContext } from '../../ops/command';
import { tenantCommand } from '../../ops/commands/tenant';
import { createOperatorService } from '../../routes/operator/service';
import { configHistory } from '../../tenants/config-store';
import { SettingsRepository } from '../../tenants/settings-repository';
import { recordAudit } from '../audit';
import { staffGuard, staffOf } from '../auth/guard';
import { brandsIn } from '../permissions';
import { agentRoutes } from './agent-routes';

const TenantParams = v.object({ tenant: v.string() });
const FlagParams = v.object({ tenant: v.string(), key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/, 'a flag key')) });
const FlagBody = v.strictObject({ change: v.picklist(['on', 'off', 'reset']) });
const SwitchBody = v.strictObject({ on: v.boolean() });
const Version = v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a version number'));
const DiffQuery = v.strictObject({ from: Version, to: v.optional(Version) });
const VersionParams = v.object({ tenant: v.string(), version: Version });

/** An operator-service failure (unknown flag, ...) as the console's 400 envelope. */
async function opsCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof OpsError) throw new ApiError('request.invalid', { message: error.message });
    throw error;
  }
}

export async function brandRoutes(api: FastifyInstance): Promise<void> {
  const actions = createOpsActions({ registry: api.tenants, runtime: api.runtimeRepository });
  const operator = createOperatorService(actions, new SettingsRepository(api.db));
  const opsContext: OpsContext = { db: api.db, registry: api.tenants, actions, tenantsDir: api.config.tenantsDir };
  const read = { preHandler: staffGuard('brands.read') };
  const edit = { preHandler: staffGuard('brands.edit') };
  const tenantOf = (params: unknown) => parseInput(TenantParams, params, 'brand').tenant;

  api.get('/brands', { preHandler: staffGuard('brands.read') }, async (request) => {
    const ids = brandsIn(
      staffOf(request).brands,
      api.tenants.all.map((t) => t.id),
    );
    const rows = await Promise.all(ids.map(async (id) => ({ ...(await actions.status(id)), name: api.tenants.get(id)?.brandName ?? id })));
    return ok(rows);
  });

  api.get('/tenants/:tenant/brands', read, async (request) => ok(await operator.state(tenantOf(request.params))));

  api.put('/tenants/:tenant/brands/flags/:key', edit, async (request) => {
    const { tenant, key } = parseInput(FlagParams, request.params, 'flag');
    const { change } = parseInput(FlagBody, request.body, 'flag change');
    const flagKey = await opsCall(async () => actions.flagKey(key));
    const before = (await actions.listFlags(tenant)).find((f) => f.key === flagKey);
    const after = await opsCall(() => actions.setFlag(tenant, flagKey, change));
    await recordAudit(api.db, { staffId: staffOf(request).id, tenant, action: 'brands.flag', target: flagKey, before, after });
    return ok(after);
  });

  for (const [path, which] of [
    ['maintenance', 'maintenance'],
    ['region', 'regionRestriction'],
  ] as const) {
    api.put(`/tenants/:tenant/brands/${path}`, edit, async (request) => {
      const tenant = tenantOf(request.params);
      const { on } = parseInput(SwitchBody, request.body, 'switch');
      const before = await actions.status(tenant);
      const after = which === 'maintenance' ? await actions.setMaintenance(tenant, on) : await actions.setRegionRestriction(tenant, on);
      await recordAudit(api.db, {
        staffId: staffOf(request).id,
        tenant,
        action: `brands.${path}`,
        target: which,
        before: { [which]: before[which] },
        after: { [which]: after[which] },
      });
      return ok(after);
    });
  }

  api.get('/tenants/:tenant/brands/versions', read, async (request) => {
    const versions = await configHistory(api.db, tenantOf(request.params));
    return ok(versions.map((ver) => ({ ...ver, publishedAt: ver.publishedAt.toISOString() })));
  });

  api.get('/tenants/:tenant/brands/versions/diff', read, async (request) => {
    const tenant = tenantOf(request.params);
    const q = parseInput(DiffQuery, request.query, 'versions');
    const text = await opsCall(() => tenantCommand.run(['diff', tenant, q.from, ...(q.to ? [q.to] : [])], opsContext));
    // the command's lines: a heading, then one `path: old → new` per difference
    const [heading = '', ...lines] = text.split('\n');
    return ok({ heading, lines: lines.map((l) => l.trim()).filter(Boolean) });
  });

  api.post('/tenants/:tenant/brands/versions/:version/rollback', edit, async (request) => {
    const { tenant, version } = parseInput(VersionParams, request.params, 'version');
    const staff = staffOf(request);
    const before = (await configHistory(api.db, tenant))[0]?.version ?? null;
    const message = await opsCall(() => tenantCommand.run(['rollback', tenant, version, '--by', `console:${staff.username}`], opsContext));
    const after = (await configHistory(api.db, tenant))[0]?.version ?? null;
    await recordAudit(api.db, {
      staffId: staff.id,
      tenant,
      action: 'brands.rollback',
      target: `v${version}`,
      before: { version: before },
      after: { version: after },
    });
    return ok({ message, version: after });
  });

  await agentRoutes(api);
}
