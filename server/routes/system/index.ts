/** `/wps/system/*`: what the site loads before it renders. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { STATUS_PATH } from '../../../src/contracts/status';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';
import { requireTenant } from '../../plugins/app/tenants';
import { hostName } from '../../tenants/registry';
import { buildStatus } from './build-status';

/** The client may add cache-busting or its own markers; only known keys are checked. */
const StatusQuery = v.object({
  tenant: v.optional(v.pipe(v.string(), v.maxLength(40))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
});

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(STATUS_PATH, async (request) => {
    parseInput(StatusQuery, request.query, 'query');
    platformHeaders(request);
    const tenant = requireTenant(request);
    const runtime = await app.runtimeRepository.load(tenant.id);
    return ok(buildStatus(tenant, runtime, { host: hostName(request.headers.host), ip: request.ip }));
  });
}
