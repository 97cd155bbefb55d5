/**
 * The tenant folder → the published configurations. A brand's file that is valid, with valid image
 * files (`assets/<id>/`, checked as tenant:check checks them), and differs (configuration or images)
 * from the last version published from a file is published as the next version, its images with it;
 * an invalid file or image is reported (file, path, what is wrong) and changes nothing: the brand
 * keeps its last good version.
 * A file that takes another live brand's merchant code or domain is refused the same way. Removing
 * a file retires nothing (a brand is retired by publishing it disabled: `enabled: false`).
 */
import { basename } from 'node:path';
import { checkTenantFile, tenantFiles } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/types';
import { stageBrandAssets } from './asset-store';
import { lastFileHash, latestConfigs, publishConfig, versionHash } from './config-store';
import { hostName } from './registry';

export type FileOutcome =
  | { file: string; tenantId: string; outcome: 'published'; version: number }
  | { file: string; tenantId: string; outcome: 'unchanged' }
  | { file: string; outcome: 'invalid'; problems: string[] };

/** Problems `tenant` would cause beside the other live brands (merchant codes and domains are unique). */
export function clashes(tenant: Tenant, live: readonly Tenant[]): string[] {
  const problems: string[] = [];
  for (const other of live) {
    if (other.id === tenant.id) continue;
    if (other.merchantCode.toUpperCase() === tenant.merchantCode.toUpperCase())
      problems.push(`merchantCode: ${tenant.merchantCode} is already brand ${other.id}'s`);
    const theirs = new Set(other.domains.map(hostName));
    for (const d of tenant.domains) if (theirs.has(hostName(d))) problems.push(`domains: ${d} is already brand ${other.id}'s`);
  }
  return problems;
}

export type SyncOptions = { dir?: string | undefined; by: string; now: Date; only?: string | undefined; note?: string | undefined };

/** Publishes every changed valid file of the folder (or only brand `only`); one outcome per file. */
export async function syncTenantFiles(db: Db, options: SyncOptions): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  const live = await latestConfigs(db);
  const files = tenantFiles(options.dir).filter((f) => !options.only || basename(f) === `${options.only}.json`);
  for (const file of files) {
    const checked = checkTenantFile(file);
    if (!checked.ok) {
      outcomes.push({ file, outcome: 'invalid', problems: checked.problems });
      continue;
    }
    const tenant = checked.tenant;
    const problems = clashes(tenant, live);
    if (problems.length > 0) {
      outcomes.push({ file, outcome: 'invalid', problems });
      continue;
    }
    const images = stageBrandAssets(tenant, options.dir);
    if (!images.ok) {
      outcomes.push({ file, outcome: 'invalid', problems: images.problems });
      continue;
    }
    if ((await lastFileHash(db, tenant.id)) === versionHash(tenant, images.staged.assets)) {
      outcomes.push({ file, tenantId: tenant.id, outcome: 'unchanged' });
      continue;
    }
    const result = await publishConfig(db, tenant, {
      source: 'file',
      by: options.by,
      now: options.now,
      note: options.note,
      images: images.staged,
    });
    outcomes.push(
      result.published
        ? { file, tenantId: tenant.id, outcome: 'published', version: result.version }
        : { file, tenantId: tenant.id, outcome: 'unchanged' },
    );
    const at = live.findIndex((t) => t.id === tenant.id);
    if (at >= 0) live[at] = tenant;
    else live.push(tenant);
  }
  return outcomes;
}

/** `tenants/acme.json: age: Invalid type: …` lines of the invalid outcomes. */
export function problemLines(outcomes: readonly FileOutcome[]): string[] {
  return outcomes.flatMap((o) => (o.outcome === 'invalid' ? o.problems.map((p) => `${o.file}: ${p}`) : []));
}
