/**
 * The brand's status answer, built from the tenant file and the runtime state in the database:
 * used by `GET /wps/system/status` and by the site's HTML, which carries it inline
 * (server/routes/site/boot-html.ts) so the first screen needs no status call.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import type { StatusValue } from '../../../src/contracts/status';
import { identitySettings } from '../../accounts/settings';
import type { Tenant } from '../../../tenants/schema';
import { hostName } from '../../tenants/registry';
import { effectiveTenant, SettingsRepository } from '../../tenants/settings-repository';
import { buildStatus } from './build-status';

export type StatusAnswer = { value: StatusValue; body: string; etag: string };

/** Made when routes register (the identity provider is read then, as the process starts). */
export function statusAnswerer(app: FastifyInstance): (request: FastifyRequest, tenant: Tenant) => Promise<StatusAnswer> {
  // the development provider is served here (unless an operator took it down for the brand); the Firebase slot cannot verify anything in this build
  const providerReady = identitySettings().provider === 'dev';
  return (request, tenant) => statusAnswer(app, request, tenant, providerReady);
}

async function statusAnswer(app: FastifyInstance, request: FastifyRequest, tenant: Tenant, providerReady: boolean): Promise<StatusAnswer> {
  const [runtime, settings] = await Promise.all([app.runtimeRepository.load(tenant.id), new SettingsRepository(app.db).overrides(tenant.id)]);
  const identityReady = providerReady && !runtime.identityDown;
  const value = buildStatus(effectiveTenant(tenant, settings), runtime, { host: hostName(request.headers.host), ip: request.ip, identityReady });
  const body = JSON.stringify(ok(value));
  return { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
