/**
 * The brands this server knows, and which one a request is for:
 * 1. `?tenant=<id>` when overrides are allowed (development, tests);
 * 2. the `Merchant` header (a merchant code);
 * 3. the Host header: `<id>.localhost`, or a domain listed in a tenant file (port ignored).
 * A bare `localhost` / `127.0.0.1` with none of these gets the default tenant, the first id in
 * alphabetical order; any other unknown host gets no tenant (the API answers `merchant.unknown`).
 * A disabled brand still resolves: its pages and calls say it is closed (server/tenants/disabled.ts).
 */
import type { Tenant } from '../../tenants/schema';
import type { BrandAssets } from './asset-store';
import type { PublishedBrand } from './config-store';

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
  private state = {
    all: [] as readonly Tenant[],
    byId: new Map<string, Tenant>(),
    byMerchant: new Map<string, Tenant>(),
    byHost: new Map<string, Tenant>(),
    images: new Map() as ReadonlyMap<string, BrandAssets>,
  };

  /** `images`: each brand's published images by id (a brand without any serves the generated defaults). */
  constructor(
    tenants: readonly Tenant[],
    readonly allowOverride: boolean,
    images: ReadonlyMap<string, BrandAssets> = new Map(),
  ) {
    this.replace(tenants, images);
  }

  /**
   * Serves `tenants` and their `images` from now on (a published change: server/tenants/live.ts).
   * The lookups are swapped in one step, so a request sees either the old brands or the new ones,
   * never a mix, and a brand's images always belong to the configuration it serves.
   */
  replace(tenants: readonly Tenant[], images: ReadonlyMap<string, BrandAssets>): void {
    const sorted = [...tenants].sort((a, b) => a.id.localeCompare(b.id));
    if (!sorted[0]) throw new Error('No tenant files found: add tenants/<id>.json');
    const next = {
      all: sorted,
      byId: new Map<string, Tenant>(),
      byMerchant: new Map<string, Tenant>(),
      byHost: new Map<string, Tenant>(),
      images,
    };
    for (const t of sorted) {
      next.byId.set(t.id, t);
      next.byMerchant.set(t.merchantCode.toUpperCase(), t);
      next.byHost.set(`${t.id}.localhost`, t);
      for (const d of t.domains) next.byHost.set(hostName(d), t);
    }
    this.state = next;
  }

  /** Serves the latest published versions (server/tenants/config-store.ts `latestPublished`). */
  replacePublished(brands: readonly PublishedBrand[]): void {
    this.replace(
      brands.map((b) => b.tenant),
      imagesById(brands),
    );
  }

  /** The images the brand's served version publishes (empty: the generated defaults). */
  imagesOf(id: string): BrandAssets {
    return this.state.images.get(id) ?? {};
  }

  /** Every brand, disabled ones included, by id. */
  get all(): readonly Tenant[] {
    return this.state.all;
  }

  /** A bare loopback host's brand: the first live one in alphabetical order. */
  get defaultTenant(): Tenant {
    const all = this.state.all;
    return all.find((t) => t.enabled) ?? (all[0] as Tenant);
  }

  get(id: string): Tenant | undefined {
    return this.state.byId.get(id);
  }

  byMerchantCode(code: string): Tenant | undefined {
    return this.state.byMerchant.get(code.toUpperCase());
  }

  /** The request's tenant, or undefined when it names none we know. */
  resolve(q: TenantQuery): Tenant | undefined {
    if (this.allowOverride && q.tenantParam) return this.state.byId.get(q.tenantParam);
    if (q.merchant) return this.byMerchantCode(q.merchant);
    const host = hostName(q.host);
    return this.state.byHost.get(host) ?? (LOOPBACK.has(host) ? this.defaultTenant : undefined);
  }
}

/** Each brand's images by id. */
export function imagesById(brands: readonly PublishedBrand[]): Map<string, BrandAssets> {
  return new Map(brands.map((b) => [b.tenant.id, b.assets]));
}
