/**
 * Where a preview pass opens: the brand's own site (its first domain; a `.localhost` domain keeps the
 * port the console was reached on), at the page that shows that kind of announcement.
 */
import type { Tenant } from '../../../tenants/schema';

/** The player page of each announcement kind (a notice opens its own detail page). */
export function playerPathOf(type: string, id: number): string {
  switch (type) {
    case 'PL':
      return `/m/noticeDetail?id=${id}`;
    case 'PR':
      return '/m/activity';
    default:
      return '/m/home';
  }
}

export function brandOrigin(tenant: Pick<Tenant, 'id' | 'domains'>, protocol: string, requestHost: string | undefined): string {
  const domain = tenant.domains[0] ?? `${tenant.id}.localhost`;
  const port = /:(\d+)$/.exec(requestHost ?? '')?.[1];
  const withPort = domain.endsWith('.localhost') && !domain.includes(':') && port ? `${domain}:${port}` : domain;
  return `${protocol}://${withPort}`;
}

/** A same-site page path to send the browser to after the pass is set (nothing else is followed). */
export function safeNext(next: string | undefined, fallback: string): string {
  return next && /^\/m\/[A-Za-z0-9/_?=&.%-]*$/.test(next) ? next : fallback;
}
