/** Reads and validates every `tenants/<id>.json` (Node only: the server and scripts use it). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describeIssues, type Tenant, TenantSchema } from './schema';

export const TENANTS_DIR = dirname(fileURLToPath(import.meta.url));

export type TenantFileResult = { file: string; ok: true; tenant: Tenant } | { file: string; ok: false; problems: string[] };

export function tenantFiles(dir = TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function checkTenantFile(file: string): TenantFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { file, ok: false, problems: [`(file): not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = v.safeParse(TenantSchema, raw);
  if (!parsed.success) return { file, ok: false, problems: describeIssues(parsed.issues) };
  const expectedId = file
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.json$/, '');
  if (parsed.output.id !== expectedId) {
    return { file, ok: false, problems: [`id: must equal the file name "${expectedId}"`] };
  }
  return { file, ok: true, tenant: parsed.output };
}

/** Loads all tenants; throws one error naming every bad file, path and problem. */
export function loadTenants(dir = TENANTS_DIR): Tenant[] {
  const results = tenantFiles(dir).map((f) => checkTenantFile(f));
  const bad = results.filter((r) => !r.ok);
  if (bad.length > 0) {
    const lines = bad.flatMap((r) => (r.ok ? [] : r.problems.map((p) => `${r.file}: ${p}`)));
    throw new Error(`Invalid tenant files:\n${lines.join('\n')}`);
  }
  const tenants = results.flatMap((r) => (r.ok ? [r.tenant] : []));
  const codes = new Set<string>();
  for (const t of tenants) {
    if (codes.has(t.merchantCode)) throw new Error(`Duplicate merchantCode ${t.merchantCode} (${t.id})`);
    codes.add(t.merchantCode);
  }
  return tenants;
}
