/**
 * Operator HTTP API for agents (same service as `npm run ops -- agents ...`):
 *   GET  /ops/api/tenants/:tenant/agents                        every agent (level, upline, rebate, quota, code)
 *   POST /ops/api/tenants/:tenant/agents                        { username, password?, upline?, rebate?, quota? }: create or promote
 *   PUT  /ops/api/tenants/:tenant/agents/:username/quota        { quota }
 *   PUT  /ops/api/tenants/:tenant/agents/:username/rebate       { rebate } (basis points)
 *   PUT  /ops/api/tenants/:tenant/members/:username/upline      { upline } ('-' for none): move a member and its team
 *   POST /ops/api/agents/pay                                    { tenant? }: run the contract pay run now
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { createAgentOps } from '../../agent/operator';
import { parseInput } from '../../http/validate';
import { TenantParams } from './schemas';
import { asApi } from './as-api';

const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const MemberParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: Name });
const Whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const CreateBody = v.strictObject({
  username: Name,
  password: v.optional(v.pipe(v.string(), v.minLength(6), v.maxLength(64))),
  upline: v.optional(v.pipe(v.string(), v.maxLength(40))),
  rebate: v.optional(Whole(1000)),
  quota: v.optional(Whole(10_000)),
});

export function agentOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createAgentOps(api.db, tenantOf);
  api.get('/tenants/:tenant/agents', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    return ok(await asApi(() => ops.list(tenant)));
  });
  api.post('/tenants/:tenant/agents', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const b = parseInput(CreateBody, request.body, 'body');
    return ok(await asApi(() => ops.create(tenant, b)));
  });
  api.put('/tenants/:tenant/agents/:username/quota', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const { quota } = parseInput(v.strictObject({ quota: Whole(10_000) }), request.body, 'body');
    return ok(await asApi(() => ops.setQuota(tenant, username, quota)));
  });
  api.put('/tenants/:tenant/agents/:username/rebate', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const { rebate } = parseInput(v.strictObject({ rebate: Whole(1000) }), request.body, 'body');
    return ok(await asApi(() => ops.setRebate(tenant, username, rebate)));
  });
  api.put('/tenants/:tenant/members/:username/upline', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const { upline } = parseInput(v.strictObject({ upline: v.pipe(v.string(), v.maxLength(40)) }), request.body, 'body');
    return ok(await asApi(() => ops.move(tenant, username, upline)));
  });
  api.post('/agents/pay', async (request) => {
    const { tenant } = parseInput(
      v.optional(v.strictObject({ tenant: v.optional(v.pipe(v.string(), v.maxLength(40))) }), {}),
      request.body ?? {},
      'body',
    );
    return ok(await asApi(() => ops.pay(tenant)));
  });
}
