/**
 * Operator HTTP API for reward requests (same service as `npm run ops -- rewards`):
 *   GET  /ops/api/tenants/:tenant/rewards?status=pending|approved|rejected|all
 *   GET  /ops/api/tenants/:tenant/rewards/:id                      the request and its pictures (type, size, sha256)
 *   GET  /ops/api/tenants/:tenant/rewards/:id/pictures/:sequence   the picture itself (image/jpeg or image/png)
 *   POST /ops/api/tenants/:tenant/rewards/:id/approve|reject       { amount? (minor units), note? } (approve pays once)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { parseInput } from '../../http/validate';
import { asApi as asApiOf } from './as-api';
import { createRewardOps } from '../../promotions/operator';
import { TenantParams } from './schemas';

const IdParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: IdParam });
const PictureParams = v.object({ ...IdParams.entries, sequence: v.pipe(v.string(), v.regex(/^[1-3]$/), v.transform(Number)) });
const DecisionParams = v.object({ ...IdParams.entries, decision: v.picklist(['approve', 'reject']) });
const DecisionBody = v.optional(
  v.strictObject({
    amount: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
    note: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  {},
);
const StatusQuery = v.object({ status: v.optional(v.pipe(v.string(), v.maxLength(20))) });

const asApi = <T>(fn: () => Promise<T>) => asApiOf(fn, /^No such|has no picture/);

export function rewardOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createRewardOps(api.db, tenantOf);

  api.get('/tenants/:tenant/rewards', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const { status } = parseInput(StatusQuery, request.query, 'query');
    return ok((await asApi(() => ops.list(tenant, status))).rows);
  });

  api.get('/tenants/:tenant/rewards/:id', async (request) => {
    const { tenant, id } = parseInput(IdParams, request.params, 'path');
    const r = await asApi(() => ops.show(tenant, id));
    return ok({ ...r.request, pictures: r.pictures });
  });

  api.get('/tenants/:tenant/rewards/:id/pictures/:sequence', async (request, reply) => {
    const { tenant, id, sequence } = parseInput(PictureParams, request.params, 'path');
    const p = await asApi(() => ops.picture(tenant, id, sequence));
    return reply.type(p.mime).header('x-content-type-options', 'nosniff').send(p.bytes);
  });

  api.post('/tenants/:tenant/rewards/:id/:decision', async (request) => {
    const { tenant, id, decision } = parseInput(DecisionParams, request.params, 'path');
    const body = parseInput(DecisionBody, request.body ?? undefined, 'body');
    const r = await asApi(() => ops.decide(tenant, id, decision, 'api', body));
    return ok({ request: r.request, changed: r.changed });
  });
}
