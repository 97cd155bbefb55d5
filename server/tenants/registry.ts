/**
 * The brands this server knows, and which one a request is for:
 * 1. `?tenant=<id>` when overrides are allowed (development, tests);
 * 2. the `Merchant` header (a merchant code);
 * 3. the Host header: `<id>.localhost`, or a domain listed in a tenant file (port ignored).
 * A bare `localhost` / `127.0.0.1` with none of these gets the default tenant, the first id in
 * alphabetical order; any other unknown host gets no tenant (the API answers `merchant.unknown`).
 */
import type { Tenant } from '../../tenants/schema';

export type TenantQuery = {
  tenantParam?: string | undefined;
  merchant?: string | undefined;
  host?: string | undefined;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function hostName(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

export class TenantRegistry {
  readonly all: readonly Tenant[];
  readonly defaultTenant: Tenant;
  private readonly byId = new Map<string, Tenant>();
  private readonly byMerchant = new Map<string, Tenant>();
  private readonly byHost = new Map<string, Tenant>();

  constructor(
    tenants: readonly Tenant[],
    readonly allowOverride: boolean,
  ) {
    const sorted = [...tenants].sort((a, b) => a.id.localeCompare(b.id));
    const first = sorted[0];
    if (!first) throw new Error('No tenant files found: add tenants/<id>.json');
    this.all = sorted;
    this.defaultTenant = first;
    for (const t of sorted) {
      this.byId.set(t.id, t);
      this.byMerchant.set(t.merchantCode.toUpperCase(), t);
      this.byHost.set(`${t.id}.localhost`, t);
      for (const d of t.domains) this.byHost.set(hostName(d), t);
    }
  }

  get(id: string): Tenant | undefined {
    return this.byId.get(id);
  }

  byMerchantCode(code: string): Tenant | undefined {
    return this.byMerchant.get(code.toUpperCase());
  }

  /** The request's tenant, or undefined when it names none we know. */
  resolve(q: TenantQuery): Tenant | undefined {
    if (this.allowOverride && q.tenantParam) return this.byId.get(q.tenantParam);
    if (q.merchant) return this.byMerchantCode(q.merchant);
    const host = hostName(q.host);
    return this.byHost.get(host) ?? (LOOPBACK.has(host) ? this.defaultTenant : undefined);
  }
}
