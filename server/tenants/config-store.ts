/**
 * The published brand configurations (`tenant_configs`, append-only): publishing a version, the
 * latest version of every brand (what the server serves), a brand's history, one version, and the
 * marker every process polls (`max(id)`: it moves with every publish, by any process or command).
 * A configuration is stored as validated and read back through the schema again, so a row written
 * by an older or newer server never serves unchecked.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describeIssues, type Tenant, TenantSchema } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { assetsFingerprint, assetsOfRow, type BrandAssets, type StagedAssets, storeAssetBodies } from './asset-store';

export type ConfigSource = 'file' | 'rollback' | 'disable' | 'enable';

export type PublishedVersion = {
  tenantId: string;
  version: number;
  hash: string;
  source: ConfigSource;
  publishedBy: string;
  publishedAt: Date;
  note: string | null;
};

type Row = {
  tenant_id: string;
  version: number;
  hash: string;
  source: ConfigSource;
  published_by: string;
  published_at: Date | string;
  note: string | null;
  config: unknown;
  assets?: unknown;
};

/** Keys sorted at every level, so the same configuration always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function configHash(tenant: Tenant): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(tenant)))
    .digest('hex');
}

/**
 * A version's hash: its configuration's, joined with its images' hashes when it has any (so a
 * changed image is a new version, and a brand without images hashes as its configuration alone).
 */
export function versionHash(tenant: Tenant, assets: BrandAssets = {}): string {
  const images = assetsFingerprint(assets);
  const config = configHash(tenant);
  return images ? createHash('sha256').update(`${config}\n${images}`).digest('hex') : config;
}

function versionOf(r: Row): PublishedVersion {
  return {
    tenantId: r.tenant_id,
    version: Number(r.version),
    hash: r.hash,
    source: r.source,
    publishedBy: r.published_by,
    publishedAt: new Date(r.published_at),
    note: r.note,
  };
}

/** A stored configuration, checked again by the schema (a row that fails names the brand and version). */
export function tenantOfRow(r: Pick<Row, 'tenant_id' | 'version' | 'config'>): Tenant {
  const config = typeof r.config === 'string' ? (JSON.parse(r.config) as unknown) : r.config;
  const parsed = v.safeParse(TenantSchema, config);
  if (!parsed.success) {
    throw new Error(`Published configuration ${r.tenant_id} v${r.version} is not valid: ${describeIssues(parsed.issues).join('; ')}`);
  }
  return parsed.output;
}

/**
 * `images`: the version's images; `bodies` carries the bytes of files read from the folder (a
 * rollback or disable names images already stored). None: the brand serves the generated defaults.
 */
export type PublishInput = {
  source: ConfigSource;
  by: string;
  note?: string | undefined;
  now: Date;
  images?: { assets: BrandAssets; bodies?: StagedAssets['bodies'] } | undefined;
};
export type PublishResult = { published: true; version: number } | { published: false; version: number; reason: 'unchanged' };

/**
 * Publishes `tenant` as the brand's next version, unless it equals the latest one (then nothing is
 * written). Serialised per brand (an advisory lock on PostgreSQL; PGlite has one process), so two
 * processes publishing the same file change write one version.
 */
export async function publishConfig(db: Db, tenant: Tenant, input: PublishInput): Promise<PublishResult> {
  const assets = input.images?.assets ?? {};
  const hash = versionHash(tenant, assets);
  const run = async (tx: Queryable): Promise<PublishResult> => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tenant-config:${tenant.id}`]);
    const latest = await tx.query<{ version: number; hash: string }>(
      'SELECT version, hash FROM tenant_configs WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
      [tenant.id],
    );
    const last = latest[0];
    if (last && last.hash === hash) return { published: false, version: Number(last.version), reason: 'unchanged' };
    const version = last ? Number(last.version) + 1 : 1;
    const bodies = input.images?.bodies;
    if (bodies) await storeAssetBodies(tx, { assets, bodies }, input.now);
    await tx.query(
      `INSERT INTO tenant_configs (tenant_id, version, config, hash, source, published_by, published_at, note, assets)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9::jsonb)`,
      [tenant.id, version, JSON.stringify(tenant), hash, input.source, input.by, input.now, input.note ?? null, JSON.stringify(assets)],
    );
    return { published: true, version };
  };
  return db.transaction(run);
}

/** The latest version of every brand (disabled ones included). */
export async function latestConfigs(db: Queryable): Promise<Tenant[]> {
  const rows = await db.query<Row>(
    `SELECT DISTINCT ON (tenant_id) tenant_id, version, config FROM tenant_configs ORDER BY tenant_id, version DESC`,
  );
  return rows.map(tenantOfRow);
}

/** A brand's latest configuration and the images it serves. */
export type PublishedBrand = { tenant: Tenant; assets: BrandAssets };

/** The latest version of every brand with its images (what a serving process loads). */
export async function latestPublished(db: Queryable): Promise<PublishedBrand[]> {
  const rows = await db.query<Row>(
    `SELECT DISTINCT ON (tenant_id) tenant_id, version, config, assets FROM tenant_configs ORDER BY tenant_id, version DESC`,
  );
  return rows.map((r) => ({ tenant: tenantOfRow(r), assets: assetsOfRow(r) }));
}

/** Moves with every publish: a process reloads its brands when it differs from the one it loaded. */
/** The publish marker's read (also named in the database plugin's periodic reads, which skip it while nothing was written). */
export const CONFIG_MARKER_SQL = 'SELECT max(id)::text AS marker FROM tenant_configs';

export async function configMarker(db: Queryable): Promise<number> {
  const rows = await db.query<{ marker: string | null }>(CONFIG_MARKER_SQL);
  return Number(rows[0]?.marker ?? 0);
}

/** A brand's versions, newest first. */
export async function configHistory(db: Queryable, tenantId: string): Promise<PublishedVersion[]> {
  const rows = await db.query<Row>(
    `SELECT tenant_id, version, hash, source, published_by, published_at, note, NULL AS config
     FROM tenant_configs WHERE tenant_id = $1 ORDER BY version DESC`,
    [tenantId],
  );
  return rows.map(versionOf);
}

/** One version's configuration, images and record, or null. */
export async function configVersion(
  db: Queryable,
  tenantId: string,
  version: number,
): Promise<{ record: PublishedVersion; tenant: Tenant; assets: BrandAssets } | null> {
  const rows = await db.query<Row>(
    `SELECT tenant_id, version, hash, source, published_by, published_at, note, config, assets
     FROM tenant_configs WHERE tenant_id = $1 AND version = $2`,
    [tenantId, version],
  );
  const r = rows[0];
  return r ? { record: versionOf(r), tenant: tenantOfRow(r), assets: assetsOfRow(r) } : null;
}

/** The hash of the last version published from the brand's file (the folder watch compares with it). */
export async function lastFileHash(db: Queryable, tenantId: string): Promise<string | null> {
  const rows = await db.query<{ hash: string }>(
    `SELECT hash FROM tenant_configs WHERE tenant_id = $1 AND source = 'file' ORDER BY version DESC LIMIT 1`,
    [tenantId],
  );
  return rows[0]?.hash ?? null;
}
