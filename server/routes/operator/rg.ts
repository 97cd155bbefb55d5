/**
 * Operator HTTP API for responsible gambling (same service as `npm run ops -- rg show|extend`):
 *   GET  /ops/api/tenants/:tenant/members/:username/rg          the exclusion in force (or null) and the last 20 audit lines
 *   POST /ops/api/tenants/:tenant/members/:username/rg/extend   { endsAt: ISO date }: later only, audited as operator:api
 * Times read the rg clock (`server/rg/clock.ts`), like the player's routes.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { parseInput } from '../../http/validate';
import { clock } from '../../clock';
import { createRgOps } from '../../rg/operator';
import { asApi } from './as-api';

const MemberParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: v.pipe(v.string(), v.maxLength(40)) });
export const ExtendBody = v.strictObject({
  endsAt: v.pipe(
    v.string(),
    v.maxLength(40),
    v.isoTimestamp('an ISO date and time, e.g. 2030-01-01T00:00:00Z'),
    v.transform((s) => new Date(s)),
  ),
});

export function rgOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createRgOps(api.db, tenantOf);

  api.get('/tenants/:tenant/members/:username/rg', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const r = await asApi(() => ops.show(tenant, username, clock.now()));
    return ok({
      username: r.username,
      exclusion: r.exclusion,
      audit: r.audit.map((a) => ({ at: a.created_at.toISOString(), actor: a.actor, action: a.action, detail: a.detail })),
    });
  });

  api.post('/tenants/:tenant/members/:username/rg/extend', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const { endsAt } = parseInput(ExtendBody, request.body, 'body');
    const exclusion = await asApi(() => ops.extend(tenant, username, endsAt, 'api', clock.now()));
    return ok({ username, exclusion });
  });
}
