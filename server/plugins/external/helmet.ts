/**
 * Security headers. The CSP allows the site's own scripts (host and remotes), inline styles
 * (React style props), data:/blob: images, and the absolute origins tenant files name for image
 * CDNs, remote entries and API origins. No inline scripts, no eval, no framing by others.
 * Also: helmet's protective headers (nosniff, framing, opener and resource policies, no referrer,
 * ...), Permissions-Policy on every answer, HSTS only over HTTPS (behind a proxy: TRUST_PROXY, so
 * `request.protocol` reads X-Forwarded-Proto), and `Cache-Control: no-store` on every answer that
 * does not set its own (all API answers: they carry player data).
 *
 * The headers are fixed strings (the CSP one string, made again only when the brands change) set in
 * one hook as each answer is sent: the helmet middleware, which @fastify/helmet built anew and ran
 * in two hooks of every request (the status call and the game lists included), is not used. An
 * answer that set one of these headers itself keeps its own value.
 *
 * The site's scripts, stylesheets, fonts and raster images (`markSubresource`) go without the headers
 * that only a document or a worker reads (CSP, framing, Permissions-Policy, ...): a browser ignores
 * them on a subresource, and on a phone's first load they were about 700 bytes per file.
 * They keep what applies to them: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a
 * stylesheet's own fetches follow it) and their cache headers. So does any other content-hashed file
 * (`Cache-Control: immutable`) that is no document (`isHashedFile`). SVG keeps everything: opened on
 * its own, it is a document.
 */
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
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers only a document (or a worker script) reads. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'cross-origin-opener-policy',
] as const;

/** What every answer carries, a subresource included (helmet's values). */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** What a document (a page, an API answer, an SVG) carries besides, the CSP apart (helmet's values). */
const DOCUMENT_HEADERS: Readonly<Record<(typeof DOCUMENT_ONLY_HEADERS)[number], string> & Record<string, string>> = {
  ...SUBRESOURCE_HEADERS,
  'content-security-policy': '',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};

const SUBRESOURCE = Symbol('subresource');
type Marked = FastifyReply & { [SUBRESOURCE]?: true };

/** This answer is a script, stylesheet, font or raster image of the site: document-only headers go. */
export function markSubresource(reply: FastifyReply): void {
  (reply as Marked)[SUBRESOURCE] = true;
}

/** Content types a browser may open as a document (and run): they keep every header, however cached. */
const DOCUMENT_TYPES = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

/**
 * A content-hashed file (cached for good: `immutable`, which only a URL that names its content's hash
 * gets) that is no document, and did not choose a policy of its own: the document-only headers go,
 * whichever route served it (the built site's hashed files of any kind, a brand picture by its hash).
 */
function isHashedFile(reply: FastifyReply): boolean {
  const cache = reply.getHeader('cache-control');
  if (typeof cache !== 'string' || !cache.includes('immutable')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && !DOCUMENT_TYPES.test(type) && reply.getHeader('content-security-policy') === undefined;
}

/** Every header this plugin may set: an answer that set one of them itself keeps its own value. */
const MANAGED: ReadonlySet<string> = new Set(Object.keys(DOCUMENT_HEADERS));

/**
 * Sets `headers`, but not over one the answer set itself. Most answers set none of them: one look at
 * the answer's headers then replaces a look-up per header.
 */
function setUnlessSet(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  let own = false;
  for (const name in reply.getHeaders())
    if (MANAGED.has(name)) {
      own = true;
      break;
    }
  if (own) {
    for (const name in headers) if (reply.getHeader(name) === undefined) reply.header(name, headers[name]);
  } else {
    for (const name in headers) reply.header(name, headers[name]);
  }
}

export default fp(
  async (app: FastifyInstance, opts: { tenants: () => readonly Tenant[] }) => {
    const csp = cspHeader(opts.tenants);
    let cspSeen = '';
    let documentHeaders: Record<string, string> = { ...DOCUMENT_HEADERS };
    app.addHook('onSend', (request, reply, payload, done) => {
      if ((reply as Marked)[SUBRESOURCE] || isHashedFile(reply)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        setUnlessSet(reply, SUBRESOURCE_HEADERS);
      } else {
        const policy = csp();
        if (policy !== cspSeen) {
          cspSeen = policy;
          documentHeaders = { ...DOCUMENT_HEADERS, 'content-security-policy': policy };
        }
        setUnlessSet(reply, documentHeaders);
      }
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // API answers carry player data: never stored by a browser or proxy (the site's files set their own)
      if (reply.getHeader('cache-control') === undefined) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'helmet-config' },
);
