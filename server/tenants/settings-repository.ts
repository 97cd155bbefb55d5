/**
 * Runtime overrides of the brand settings that are not flags: `age`, `mem_cen`, `dep_func`,
 * `defaultLanguage` and `smsVerification`. Like the flag overrides, no cache: every read goes to the database.
 * `effectiveTenant` is what the status route merges: the tenant file with these overrides applied.
 */
import * as v from 'valibot';
import { LANGUAGE_CODES } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import type { Queryable } from '../db/types';

export const SettingSchemas = {
  age: v.picklist([18, 21]),
  mem_cen: v.picklist([0, 1]),
  dep_func: v.picklist([0, 1]),
  defaultLanguage: v.picklist(LANGUAGE_CODES),
  /** phone verification codes by this server's SMS or the identity provider's (tenant file: login.smsVerification) */
  smsVerification: v.picklist(['server', 'identity']),
} as const;
export type SettingKey = keyof typeof SettingSchemas;
export const SETTING_KEYS = Object.keys(SettingSchemas) as SettingKey[];
export type TenantSettings = { [K in SettingKey]?: v.InferOutput<(typeof SettingSchemas)[K]> };

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as string[]).includes(key);
}

/** A problem with a setting for this tenant, in words; null when the value is acceptable. */
export function settingProblem(tenant: Tenant, key: SettingKey, value: unknown): string | null {
  const parsed = v.safeParse(SettingSchemas[key], value);
  if (!parsed.success) return `${key}: ${parsed.issues[0]?.message ?? 'invalid'}`;
  if (key === 'defaultLanguage' && !tenant.languages.some((l) => l === parsed.output)) {
    return `defaultLanguage: must be one of the brand's languages (${tenant.languages.join(', ')})`;
  }
  return null;
}

/** The tenant as the site sees it: file values overlaid by the setting overrides. */
export function effectiveTenant(tenant: Tenant, s: TenantSettings): Tenant {
  const language = s.defaultLanguage && tenant.languages.includes(s.defaultLanguage) ? s.defaultLanguage : undefined;
  return {
    ...tenant,
    age: s.age ?? tenant.age,
    templates: { mem_cen: s.mem_cen ?? tenant.templates.mem_cen, dep_func: s.dep_func ?? tenant.templates.dep_func },
    defaultLanguage: language ?? tenant.defaultLanguage,
    login: { ...tenant.login, smsVerification: s.smsVerification ?? tenant.login.smsVerification },
  };
}

export class SettingsRepository {
  constructor(private readonly db: Queryable) {}

  async overrides(tenantId: string): Promise<TenantSettings> {
    const rows = await this.db.query<{ setting_key: string; value: string }>(
      'SELECT setting_key, value FROM tenant_settings WHERE tenant_id = $1',
      [tenantId],
    );
    const result: Record<string, unknown> = {};
    for (const r of rows) {
      if (!isSettingKey(r.setting_key)) continue;
      const parsed = v.safeParse(SettingSchemas[r.setting_key], safeJson(r.value));
      if (parsed.success) result[r.setting_key] = parsed.output;
    }
    return result as TenantSettings;
  }

  /** `null` removes the override so the tenant file's value applies again. */
  async set<K extends SettingKey>(tenantId: string, key: K, value: TenantSettings[K] | null): Promise<void> {
    if (value === null || value === undefined) {
      await this.db.query('DELETE FROM tenant_settings WHERE tenant_id = $1 AND setting_key = $2', [tenantId, key]);
      return;
    }
    await this.db.query(
      `INSERT INTO tenant_settings (tenant_id, setting_key, value) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, setting_key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [tenantId, key, JSON.stringify(value)],
    );
  }

  async clear(tenantId: string): Promise<void> {
    await this.db.query('DELETE FROM tenant_settings WHERE tenant_id = $1', [tenantId]);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
