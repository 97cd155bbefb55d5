/**
 * Reads and writes a tenant's runtime overrides. No cache: every status request reads the
 * database, so two server processes on one database always agree.
 */
import { type FlagKey, isFlagKey } from '../../src/contracts/flags';
import type { Queryable } from '../db/types';
import type { FlagOverrides, RuntimeSwitches } from './effective';

export type TenantRuntime = { overrides: FlagOverrides } & RuntimeSwitches;

export class RuntimeRepository {
  constructor(private readonly db: Queryable) {}

  async overrides(tenantId: string): Promise<FlagOverrides> {
    const rows = await this.db.query<{ flag_key: string; enabled: boolean }>(
      'SELECT flag_key, enabled FROM tenant_overrides WHERE tenant_id = $1',
      [tenantId],
    );
    const result: FlagOverrides = {};
    for (const r of rows) if (isFlagKey(r.flag_key)) result[r.flag_key] = r.enabled;
    return result;
  }

  async switches(tenantId: string): Promise<RuntimeSwitches> {
    const rows = await this.db.query<{ maintenance: boolean; region_restriction: boolean; identity_down: boolean }>(
      'SELECT maintenance, region_restriction, identity_down FROM tenant_runtime WHERE tenant_id = $1',
      [tenantId],
    );
    const row = rows[0];
    return {
      maintenance: row?.maintenance ?? false,
      regionRestriction: row?.region_restriction ?? false,
      identityDown: row?.identity_down ?? false,
    };
  }

  async load(tenantId: string): Promise<TenantRuntime> {
    const [overrides, switches] = await Promise.all([this.overrides(tenantId), this.switches(tenantId)]);
    return { overrides, ...switches };
  }

  /** `null` removes the override so the tenant file's value applies again. */
  async setFlag(tenantId: string, key: FlagKey, enabled: boolean | null): Promise<void> {
    if (enabled === null) {
      await this.db.query('DELETE FROM tenant_overrides WHERE tenant_id = $1 AND flag_key = $2', [tenantId, key]);
      return;
    }
    await this.db.query(
      `INSERT INTO tenant_overrides (tenant_id, flag_key, enabled) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, flag_key) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [tenantId, key, enabled],
    );
  }

  async setSwitch(tenantId: string, name: keyof RuntimeSwitches, on: boolean): Promise<void> {
    const column = name === 'maintenance' ? 'maintenance' : name === 'identityDown' ? 'identity_down' : 'region_restriction';
    await this.db.query(
      `INSERT INTO tenant_runtime (tenant_id, ${column}) VALUES ($1, $2)
       ON CONFLICT (tenant_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()`,
      [tenantId, on],
    );
  }
}
