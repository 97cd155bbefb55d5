/** The brand's responsible-gambling settings with their defaults (tenant file block `responsibleGambling`). */
import { MONEY_LIMIT_KINDS, type MoneyLimitKind } from '../../src/contracts/rg/rg';
import type { Tenant } from '../../tenants/schema';

export type RgBrandSettings = { coolingHours: number; limits: readonly MoneyLimitKind[]; defaultRealityCheckMinutes: number | null };

export const RG_DEFAULTS: RgBrandSettings = { coolingHours: 24, limits: MONEY_LIMIT_KINDS, defaultRealityCheckMinutes: null };

export function rgSettingsOf(tenant: Tenant): RgBrandSettings {
  const s = tenant.responsibleGambling;
  return {
    coolingHours: s?.coolingHours ?? RG_DEFAULTS.coolingHours,
    limits: s?.limits ?? RG_DEFAULTS.limits,
    defaultRealityCheckMinutes: s?.defaultRealityCheckMinutes ?? RG_DEFAULTS.defaultRealityCheckMinutes,
  };
}
