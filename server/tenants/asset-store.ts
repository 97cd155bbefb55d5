/**
 * A brand's identity images published with its configuration. At publish the files its tenant file
 * names (`identity`, under `assets/<id>/` beside the tenant files) are read and checked as
 * `tenant:check` checks them (format, size, shape, weight, safe SVG); each is stored once under the
 * SHA-256 of its bytes (`tenant_assets`), and the configuration version records which file serves
 * each field (`tenant_configs.assets`). Serving processes need no folder: they read a brand's images
 * from its latest version, and the bytes of a hash never change, so they are cached without expiry.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { IDENTITY_FIELDS, type IdentityField, identityFileProblems, inspectImage } from '../../tenants/identity';
import { TENANTS_DIR } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import type { Queryable } from '../db/types';

const MIMES = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;

const PublishedAssetSchema = v.object({
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  mime: v.picklist(Object.values(MIMES)),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** the file's name in the brand's asset folder when it was published */
  file: v.string(),
});

/** The images one configuration version serves, by identity field (absent = the generated default). */
export const BrandAssetsSchema = v.partial(
  v.object(Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, PublishedAssetSchema])) as Record<IdentityField, typeof PublishedAssetSchema>),
);
export type BrandAssets = v.InferOutput<typeof BrandAssetsSchema>;

/** A brand's images read from its folder, ready to publish: what the version records, and the bytes. */
export type StagedAssets = { assets: BrandAssets; bodies: Map<string, Buffer> };

/** Where a tenant folder keeps its brands' image files. */
export const assetsDirOfTenants = (tenantsDir = TENANTS_DIR): string => join(tenantsDir, 'assets');

export const sha256Of = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/**
 * Reads and checks the image files `tenant` names, from `<tenantsDir>/assets/<id>/`. Problems are
 * named like tenant:check names them: `identity.<field> (assets/<id>/<file>): what is wrong`.
 */
export function stageBrandAssets(
  tenant: Pick<Tenant, 'id' | 'identity'>,
  tenantsDir = TENANTS_DIR,
): { ok: true; staged: StagedAssets } | { ok: false; problems: string[] } {
  const identity = tenant.identity ?? {};
  const assets: BrandAssets = {};
  const bodies = new Map<string, Buffer>();
  const problems: string[] = [];
  for (const field of IDENTITY_FIELDS) {
    const file = identity[field];
    if (file === undefined) continue;
    const label = `identity.${field} (assets/${tenant.id}/${file})`;
    const path = join(assetsDirOfTenants(tenantsDir), tenant.id, file);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push(`${label}: file not found`);
      continue;
    }
    const body = readFileSync(path);
    const wrong = identityFileProblems(field, body);
    const info = inspectImage(body);
    if (wrong.length > 0 || typeof info === 'string') {
      problems.push(...(wrong.length > 0 ? wrong : [String(info)]).map((p) => `${label}: ${p}`));
      continue;
    }
    const sha256 = sha256Of(body);
    assets[field] = { sha256, mime: MIMES[info.format], size: body.length, file };
    bodies.set(sha256, body);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, staged: { assets, bodies } };
}

/** Stores image bytes under their hash (a hash already stored is left as it is: same hash, same bytes). */
export async function storeAssetBodies(tx: Queryable, staged: StagedAssets, now: Date): Promise<void> {
  for (const asset of Object.values(staged.assets)) {
    const body = staged.bodies.get(asset.sha256);
    if (!body) throw new Error(`No bytes staged for image ${asset.file} (${asset.sha256})`);
    await tx.query(
      `INSERT INTO tenant_assets (sha256, content, mime, size, created_at) VALUES ($1, decode($2, 'hex'), $3, $4, $5)
       ON CONFLICT (sha256) DO NOTHING`,
      [asset.sha256, body.toString('hex'), asset.mime, body.length, now],
    );
  }
}

/** A version's `assets` column, checked (a row that fails names the brand and version). */
export function assetsOfRow(r: { tenant_id: string; version: number; assets?: unknown }): BrandAssets {
  const raw = typeof r.assets === 'string' ? (JSON.parse(r.assets) as unknown) : (r.assets ?? {});
  const parsed = v.safeParse(BrandAssetsSchema, raw);
  if (!parsed.success)
    throw new Error(`Published images of ${r.tenant_id} v${r.version} are not valid: ${parsed.issues.map((i) => i.message).join('; ')}`);
  return parsed.output;
}

/** `logo=<sha256>,…` in field order: part of a version's hash, so a changed image is a new version. */
export function assetsFingerprint(assets: BrandAssets): string {
  return IDENTITY_FIELDS.flatMap((f) => (assets[f] ? [`${f}=${assets[f].sha256}`] : [])).join(',');
}

/** Image bytes by hash, read once from the database per process (they never change). */
export class AssetBodies {
  private readonly cache = new Map<string, Buffer>();
  private readonly loading = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly db: Queryable,
    /** bytes kept in memory at most; the oldest read is dropped first */
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  private held = 0;

  get(sha256: string): Promise<Buffer | null> {
    const hit = this.cache.get(sha256);
    if (hit) {
      this.cache.delete(sha256);
      this.cache.set(sha256, hit);
      return Promise.resolve(hit);
    }
    let pending = this.loading.get(sha256);
    if (!pending) {
      pending = this.load(sha256).finally(() => this.loading.delete(sha256));
      this.loading.set(sha256, pending);
    }
    return pending;
  }

  private async load(sha256: string): Promise<Buffer | null> {
    const rows = await this.db.query<{ content: Uint8Array }>('SELECT content FROM tenant_assets WHERE sha256 = $1', [sha256]);
    const row = rows[0];
    if (!row) return null;
    const body = Buffer.from(row.content);
    this.cache.set(sha256, body);
    this.held += body.length;
    for (const [key, old] of this.cache) {
      if (this.held <= this.maxBytes || key === sha256) break;
      this.cache.delete(key);
      this.held -= old.length;
    }
    return body;
  }
}
