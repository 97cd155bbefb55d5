/**
 * The tenant registry (`app.tenants`) and the tenant of each request (`request.tenant`, null when
 * the request names no known brand; routes that need one call `requireTenant(request)`). A retired
 * brand's requests are answered here (server/tenants/disabled.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../../../tenants/schema';
import { ApiError } from '../../http/api-error';
import { refuseRetired } from '../../tenants/disabled';
import type { TenantRegistry } from '../../tenants/registry';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
  }
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /** a route that serves no brand (the health checks): no tenant is resolved */
    noTenant?: boolean;
  }
}

function one(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (request.tenant) return request.tenant;
  throw new ApiError('merchant.unknown', { message: 'This site does not know the brand for this address.' });
}

export default fp(
  async (app: FastifyInstance, opts: { registry: TenantRegistry }) => {
    app.decorate('tenants', opts.registry);
    app.decorateRequest('tenant', null);
    // a callback hook, not an async one: every request passes here, and a served brand needs no promise
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.noTenant) return done();
      const query = request.query as Record<string, unknown> | undefined;
      request.tenant =
        opts.registry.resolve({
          tenantParam: one(query?.tenant),
          merchant: one(request.headers.merchant),
          host: one(request.headers.host),
        }) ?? null;
      if (!request.tenant || request.tenant.enabled) return done();
      // a retired brand: its closed page is sent here (the chain stops), a call fails with its error
      refuseRetired(request, reply, request.tenant).then(
        () => undefined,
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'tenants' },
);
