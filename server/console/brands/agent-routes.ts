/**
 * A brand's agents in the brands area (`brands.read` to look, `brands.edit` to change). The changes
 * are the operator's own (`server/agent/operator.ts`, as `npm run ops -- agents` and `/ops/api`
 * make them; contracts through `server/agent/contract-admin.ts`), run inside one transaction with
 * their audit record (before and after), so a change never stands without its record.
 *
 *   GET  /tenants/:tenant/brands/agents?q=&page=&pageSize=            agents by username, a page at a time
 *   GET  /tenants/:tenant/brands/agents/:username?page=&pageSize=     the agent, its direct downline (a page), its contracts, the currency
 *   POST /tenants/:tenant/brands/agents                               { username, password?, upline?, rebate?, quota? }: create or promote
 *   PUT  /tenants/:tenant/brands/agents/:username/quota               { quota }
 *   PUT  /tenants/:tenant/brands/agents/:username/rebate              { rebate } (basis points)
 *   PUT  /tenants/:tenant/brands/members/:username/upline             { upline } ('-' for none): moves a member and its team
 *   POST /tenants/:tenant/brands/contracts                            { kind, upline, downline, rate, minActive }: offered on the upline's behalf
 *   PUT  /tenants/:tenant/brands/contracts/:id                        { rate, minActive }: new terms
 *   POST /tenants/:tenant/brands/contracts/:id/end                    ends it now
 *   POST /tenants/:tenant/brands/agents/pay                           the contract pay run for this brand, now
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { Int4IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { memberByUsername } from '../../accounts/members';
import { changeContractTerms, endContract, offerContractFor } from '../../agent/contract-admin';
import { createAgentOps } from '../../agent/operator';
import { profileOf } from '../../agent/team';
import { clock } from '../../clock';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { asApi } from '../../routes/operator/as-api';
import { recordAudit } from '../audit';
import { staffGuard, staffOf } from '../auth/guard';
import { currencyOf } from '../cashier/currency';
import { inOneTransaction } from '../cashier/joined-db';
import { agentFile, agentOfBrand, agentPage, listRow } from './agents';

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const TenantParams = v.object({ tenant: v.string() });
const AgentParams = v.object({ tenant: v.string(), username: Name });
const ContractParams = v.object({ tenant: v.string(), id: Int4IdParam });
const Digits = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const ListQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  page: Digits(1, 100_000, 1),
  pageSize: Digits(1, 100, 20),
});
const PageQuery = v.strictObject({ page: Digits(1, 100_000, 1), pageSize: Digits(1, 100, 20) });
const Whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const CreateBody = v.strictObject({
  username: Name,
  password: v.optional(v.pipe(v.string(), v.minLength(6), v.maxLength(64))),
  upline: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  rebate: v.optional(Whole(1000)),
  quota: v.optional(Whole(10_000)),
});
const QuotaBody = v.strictObject({ quota: Whole(10_000) });
const RebateBody = v.strictObject({ rebate: Whole(1000) });
const UplineBody = v.strictObject({ upline: v.pipe(v.string(), v.trim(), v.maxLength(40)) });
const OfferBody = v.strictObject({
  kind: v.picklist(['salary', 'dividend', 'hourly']),
  upline: Name,
  downline: Name,
  rate: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)),
  minActive: Whole(100_000),
});
const TermsBody = v.strictObject({ rate: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)), minActive: Whole(100_000) });

/** A member's place in the tree, for an audit record's before and after. */
async function placeOf(q: Queryable, tenant: Tenant, username: string) {
  const m = await memberByUsername(q, tenant.merchantCode, username);
  if (!m || m.tenant_id !== tenant.id) return null;
  const p = await profileOf(q, m);
  return { memberType: p.memberType, upline: p.upline, rebate: p.rebate, quota: p.quota };
}

export async function agentRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('brands.read') };
  const edit = { preHandler: staffGuard('brands.edit') };
  const tenantOf = (id: string): Tenant => {
    const tenant = api.tenants.get(id);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };
  const brand = (params: unknown) => tenantOf(parseInput(TenantParams, params, 'path').tenant);

  /** Runs an agent-operator change and its audit record in one transaction. */
  function audited<T>(
    request: FastifyRequest,
    tenant: Tenant,
    action: string,
    target: string,
    change: (tx: Queryable, ops: ReturnType<typeof createAgentOps>) => Promise<{ before: unknown; after: T }>,
  ): Promise<T> {
    const staff = staffOf(request);
    return asApi(
      () =>
        inOneTransaction(api.db, async (tx, joined) => {
          const { before, after } = await change(tx, createAgentOps(joined, tenantOf));
          await recordAudit(tx, { staffId: staff.id, actor: staff.username, tenant: tenant.id, action, target, before, after });
          return after;
        }),
      /^No (member|agent) /,
    );
  }

  api.get('/tenants/:tenant/brands/agents', read, async (request) => {
    const query = parseInput(ListQuery, request.query, 'query');
    return ok(await agentPage(api.db, brand(request.params), query));
  });

  api.get('/tenants/:tenant/brands/agents/:username', read, async (request) => {
    const { tenant, username } = parseInput(AgentParams, request.params, 'path');
    const page = parseInput(PageQuery, request.query, 'query');
    const brandOf = tenantOf(tenant);
    return ok({ currency: currencyOf(brandOf), ...(await agentFile(api.db, brandOf, username, page)) });
  });

  api.post('/tenants/:tenant/brands/agents', edit, async (request) => {
    const tenant = brand(request.params);
    const body = parseInput(CreateBody, request.body, 'agent');
    const agent = await audited(request, tenant, 'brands.agent.create', body.username, async (tx, ops) => {
      const before = await placeOf(tx, tenant, body.username);
      const created = await ops.create(tenant.id, { ...body, now: clock.now() });
      return { before, after: created };
    });
    return ok(agent);
  });

  for (const [path, schema] of [
    ['quota', QuotaBody],
    ['rebate', RebateBody],
  ] as const) {
    api.put(`/tenants/:tenant/brands/agents/:username/${path}`, edit, async (request) => {
      const p = parseInput(AgentParams, request.params, 'path');
      const tenant = tenantOf(p.tenant);
      const body = parseInput(schema, request.body, path);
      const agent = await audited(request, tenant, `brands.agent.${path}`, p.username, async (tx, ops) => {
        const m = await agentOfBrand(tx, tenant, p.username);
        const before = await listRow(tx, m);
        const after =
          'quota' in body ? await ops.setQuota(tenant.id, m.username, body.quota) : await ops.setRebate(tenant.id, m.username, body.rebate);
        return { before: { [path]: before[path] }, after };
      });
      return ok(agent);
    });
  }

  api.put('/tenants/:tenant/brands/members/:username/upline', edit, async (request) => {
    const p = parseInput(AgentParams, request.params, 'path');
    const tenant = tenantOf(p.tenant);
    const { upline } = parseInput(UplineBody, request.body, 'upline');
    const moved = await audited(request, tenant, 'brands.agent.move', p.username, async (tx, ops) => {
      const before = await placeOf(tx, tenant, p.username);
      return { before: before && { upline: before.upline }, after: await ops.move(tenant.id, p.username, upline) };
    });
    return ok(moved);
  });

  api.post('/tenants/:tenant/brands/contracts', edit, async (request) => {
    const tenant = brand(request.params);
    const offer = parseInput(OfferBody, request.body, 'contract');
    const contract = await audited(request, tenant, 'brands.contract.offer', `${offer.upline}>${offer.downline}`, async (tx) => ({
      before: null,
      after: await offerContractFor(tx, tenant, offer, clock.now()),
    }));
    return ok(contract);
  });

  api.put('/tenants/:tenant/brands/contracts/:id', edit, async (request) => {
    const p = parseInput(ContractParams, request.params, 'path');
    const tenant = tenantOf(p.tenant);
    const terms = parseInput(TermsBody, request.body, 'terms');
    return ok(
      await audited(request, tenant, 'brands.contract.change', `contract:${p.id}`, (tx) =>
        changeContractTerms(tx, tenant.id, p.id, terms, clock.now()),
      ),
    );
  });

  api.post('/tenants/:tenant/brands/contracts/:id/end', edit, async (request) => {
    const p = parseInput(ContractParams, request.params, 'path');
    const tenant = tenantOf(p.tenant);
    return ok(
      await audited(request, tenant, 'brands.contract.end', `contract:${p.id}`, (tx) => endContract(tx, tenant.id, p.id, clock.now())),
    );
  });

  api.post('/tenants/:tenant/brands/agents/pay', edit, async (request) => {
    const tenant = brand(request.params);
    const staff = staffOf(request);
    // each period is its own transaction (one failing never stops the others): the record follows the run
    const result = await createAgentOps(api.db, tenantOf).pay(tenant.id, clock.now());
    await recordAudit(api.db, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: 'brands.agent.pay',
      target: tenant.id,
      after: result,
    });
    return ok(result);
  });
}
