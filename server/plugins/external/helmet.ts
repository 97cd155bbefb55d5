/**
 * Security headers. The CSP allows the site's own scripts (host and remotes), inline styles
 * (React style props), data:/blob: images, and the absolute origins tenant files name for image
 * CDNs, remote entries and API origins. No inline scripts, no eval, no framing by others.
 * Also: Permissions-Policy on every answer, HSTS only over HTTPS (behind a proxy: TRUST_PROXY, so
 * `request.protocol` reads X-Forwarded-Proto), and `Cache-Control: no-store` on every answer that
 * does not set its own (all API answers: they carry player data).
 *
 * The site's scripts, stylesheets, fonts and raster images (`markSubresource`) go without the headers
 * that only a document or a worker reads (CSP, framing, Permissions-Policy, ...): a browser ignores
 * them on a subresource, and on a phone's first load they were about 700 bytes per file.
 * They keep what applies to them: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a
 * stylesheet's own fetches follow it) and their cache headers. SVG keeps everything: opened on its
 * own, it is a document.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../../../tenants/schema';

function originsOf(urls: readonly string[]): string[] {
  const absolute = urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
  return [...new Set(absolute)].sort();
}

/**
 * The site's CSP as one header value, made again only when the brands change (a publish replaces
 * the registry's list): the origins their files name for image CDNs, remote entries and APIs.
 */
export function cspHeader(tenants: () => readonly Tenant[]): () => string {
  let seen: readonly Tenant[] | null = null;
  let header = '';
  return () => {
    const all = tenants();
    if (all === seen) return header;
    seen = all;
    const images = originsOf(all.flatMap((t) => t.imageCDNs));
    const scripts = originsOf(all.flatMap((t) => Object.values(t.remotes)));
    const apis = originsOf(all.flatMap((t) => (t.apiOrigin ? [t.apiOrigin] : [])));
    const directives: [string, string[]][] = [
      ['default-src', ["'self'"]],
      ['script-src', ["'self'", ...scripts]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['img-src', ["'self'", 'data:', 'blob:', ...images]],
      ['font-src', ["'self'", 'data:']],
      ['connect-src', ["'self'", ...apis, ...scripts]],
      ['frame-ancestors', ["'self'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
      // (no upgrade-insecure-requests: the site is served over plain http on *.localhost in development)
    ];
    header = directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
    return header;
  };
}

/** Powerful browser features the site never uses are off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ');

/** Headers only a document (or a worker script) reads. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'x-frame-options', 'permissions-policy', 'origin-agent-cluster', 'x-xss-protection',
  'x-download-options', 'x-dns-prefetch-control', 'x-permitted-cross-domain-policies', 'cross-origin-opener-policy',
] as const;

const SUBRESOURCE = Symbol('subresource');
type Marked = FastifyReply & { [SUBRESOURCE]?: true };

/** This answer is a script, stylesheet, font or raster image of the site: document-only headers go. */
export function markSubresource(reply: FastifyReply): void {
  (reply as Marked)[SUBRESOURCE] = true;
}

export default fp(
  async (app: FastifyInstance, opts: { tenants: () => readonly Tenant[] }) => {
    const csp = cspHeader(opts.tenants);
    await app.register(helmet, {
      // the CSP is ours (below): one cached string, not directives evaluated on every answer
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // HSTS only over HTTPS (below): on plain http it means nothing and misleads
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if ((reply as Marked)[SUBRESOURCE]) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      else {
        reply.header('permissions-policy', PERMISSIONS_POLICY);
        // an answer that set its own (an SVG, an uploaded image) keeps it
        if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp());
      }
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // API answers carry player data: never stored by a browser or proxy (the site's files set their own)
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'helmet-config' },
);
