/**
 * Operator HTTP API for the member centre (same service as `npm run ops -- feedback|vip`; inbox
 * messages: see ./inbox.ts):
 *   GET  /ops/api/tenants/:tenant/feedback?status=open|all       players' feedback (newest first)
 *   GET  /ops/api/tenants/:tenant/feedback/:id/pictures/:seq     one picture (its stored type)
 *   POST /ops/api/tenants/:tenant/feedback/:id/answer            { body }: into the player's inbox, once
 *   GET  /ops/api/tenants/:tenant/members/:username/vip          rank, next rank, figures from the ledger
 *   POST /ops/api/tenants/:tenant/vip/pay                        the VIP benefit pay run on one brand now
 *   POST /ops/api/vip/pay                                        the VIP benefit pay run on every brand now
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { parseInput } from '../../http/validate';
import { createMemberOps } from '../../member/operator';
import { TenantParams } from './schemas';
import { asApi } from './as-api';

const FeedbackParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: IdParam });
const PictureParams = v.object({
  tenant: v.pipe(v.string(), v.maxLength(40)),
  id: IdParam,
  seq: v.pipe(v.string(), v.regex(/^[1-3]$/), v.transform(Number)),
});
const MemberParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: v.pipe(v.string(), v.maxLength(40)) });
const StatusQuery = v.object({ status: v.optional(v.picklist(['open', 'all']), 'open') });
const AnswerBody = v.strictObject({ body: v.string() });

export function memberCentreOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createMemberOps(api.db, tenantOf);

  api.post('/tenants/:tenant/vip/pay', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    return ok(await asApi(() => ops.payBenefits(tenant, api.tenants.all)));
  });
  api.post('/vip/pay', async () => ok(await ops.payBenefits(undefined, api.tenants.all)));

  api.get('/tenants/:tenant/feedback', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const { status } = parseInput(StatusQuery, request.query, 'query');
    return ok({ list: await ops.feedback(tenant, status) });
  });

  api.get('/tenants/:tenant/feedback/:id/pictures/:seq', async (request, reply) => {
    const { tenant, id, seq } = parseInput(PictureParams, request.params, 'path');
    const p = await asApi(() => ops.picture(tenant, id, seq));
    return reply.type(p.mime).header('content-disposition', 'inline').send(p.bytes);
  });

  api.post('/tenants/:tenant/feedback/:id/answer', async (request) => {
    const { tenant, id } = parseInput(FeedbackParams, request.params, 'path');
    const { body } = parseInput(AnswerBody, request.body, 'body');
    return ok(await asApi(() => ops.answer(tenant, id, body, 'operator:api')));
  });

  api.get('/tenants/:tenant/members/:username/vip', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    return ok(await asApi(() => ops.vip(tenant, username)));
  });
}
