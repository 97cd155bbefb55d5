/** The runtime view of a tenant: file values overlaid by the operator's database overrides. */
import { FLAG_KEYS, type FlagKey, type Flags } from '../../src/contracts/flags';
import type { Tenant } from '../../tenants/schema';

export type FlagSource = 'file' | 'override';
export type FlagOverrides = Partial<Record<FlagKey, boolean>>;
/** `identityDown`: the operator took the identity provider down for this brand (not a system status) */
export type RuntimeSwitches = { maintenance: boolean; regionRestriction: boolean; identityDown: boolean };

export type EffectiveFlag = { key: FlagKey; enabled: boolean; fileValue: boolean; source: FlagSource };

export function effectiveFlags(tenant: Tenant, overrides: FlagOverrides): Flags {
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, overrides[k] ?? tenant.whitelabel[k]])) as Flags;
}

export function describeFlags(tenant: Tenant, overrides: FlagOverrides): EffectiveFlag[] {
  return FLAG_KEYS.map((key) => {
    const o = overrides[key];
    const fileValue = tenant.whitelabel[key];
    return { key, fileValue, enabled: o ?? fileValue, source: o === undefined ? 'file' : 'override' };
  });
}
