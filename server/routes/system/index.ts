/** `/wps/system/*`: what the site loads before it renders. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { STATUS_PATH } from '../../../src/contracts/status';
import { identitySettings } from '../../accounts/settings';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';
import { requireTenant } from '../../plugins/app/tenants';
import { hostName } from '../../tenants/registry';
import { effectiveTenant, SettingsRepository } from '../../tenants/settings-repository';
import { buildStatus } from './build-status';

/** The client may add cache-busting or its own markers; only known keys are checked. */
const StatusQuery = v.object({
  tenant: v.optional(v.pipe(v.string(), v.maxLength(40))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
});

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  // the development provider is served here (unless an operator took it down for the brand); the Firebase slot cannot verify anything in this build
  const providerReady = identitySettings().provider === 'dev';
  app.get(STATUS_PATH, async (request, reply) => {
    parseInput(StatusQuery, request.query, 'query');
    platformHeaders(request);
    const tenant = requireTenant(request);
    const [runtime, settings] = await Promise.all([
      app.runtimeRepository.load(tenant.id),
      new SettingsRepository(app.db).overrides(tenant.id),
    ]);
    const body = JSON.stringify(ok(buildStatus(effectiveTenant(tenant, settings), runtime, { host: hostName(request.headers.host), ip: request.ip, identityReady: providerReady && !runtime.identityDown })));
    // a browser that holds this very answer gets a 304 with no body (the status is read on every start)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
