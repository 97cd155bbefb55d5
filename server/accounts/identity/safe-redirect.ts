/**
 * Where a sign-in may send the browser back to: only a page of this site under `/m`, normalised.
 * The input may be a path, or an absolute http(s) URL whose host name is one of `allowedHosts`
 * (the brand's own hosts: `brandHosts`). Anything with a backslash, a control or space
 * character, user info, another host, or a path outside `/m` is refused (null).
 */
import { hasControlChar } from '../../../src/contracts/validation/text';
import type { Tenant } from '../../../tenants/schema';
import { hostName, type TenantRegistry } from '../../tenants/registry';

const ALLOWED_PATH = /^\/m(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%-]*)*$/;
const BASE = 'http://site.invalid';

export function safeReturnUrl(uri: string, allowedHosts: readonly string[]): string | null {
  if (uri === '' || uri.length > 2000 || /[\\\s]/.test(uri) || hasControlChar(uri)) return null;
  let url: URL;
  try {
    url = new URL(uri, BASE);
  } catch {
    return null;
  }
  if (url.username || url.password || !ALLOWED_PATH.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}`;
  if (url.origin === BASE && uri.startsWith('/') && !uri.startsWith('//')) return path;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && allowedHosts.includes(url.hostname.toLowerCase()) ? `${url.origin}${path}` : null;
}

/**
 * The hosts a brand's sign-in may return to: `<id>.localhost`, the domains of its file, and the
 * request's Host only when that host alone names this brand (a bare loopback host for the default
 * brand). A Host that reached the brand through `?tenant=` or the Merchant header is not the
 * brand's: with a forged Host the sign-in would otherwise hand its token to that host.
 */
export function brandHosts(registry: Pick<TenantRegistry, 'resolve'>, tenant: Tenant, requestHost: string | undefined): string[] {
  const hosts = [`${tenant.id}.localhost`, ...tenant.domains.map(hostName)];
  if (requestHost && registry.resolve({ host: requestHost })?.id === tenant.id) hosts.push(hostName(requestHost));
  return hosts;
}
