/**
 * Security headers. The CSP allows the site's own scripts (host and remotes), inline styles
 * (React style props), data:/blob: images, and the absolute origins tenant files name for image
 * CDNs, remote entries and API origins. No inline scripts, no eval, no framing by others.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../../../tenants/schema';

function originsOf(urls: readonly string[]): string[] {
  const absolute = urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
  return [...new Set(absolute)].sort();
}

export function cspDirectives(tenants: readonly Tenant[]): Record<string, string[] | null> {
  const images = originsOf(tenants.flatMap((t) => t.imageCDNs));
  const scripts = originsOf(tenants.flatMap((t) => Object.values(t.remotes)));
  const apis = originsOf(tenants.flatMap((t) => (t.apiOrigin ? [t.apiOrigin] : [])));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apis, ...scripts],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // the site is served over plain http on *.localhost in development: do not force https
    'upgrade-insecure-requests': null,
  };
}

export default fp(
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.tenants) },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet-config' },
);
