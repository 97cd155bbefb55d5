/**
 * What an operator does, as a service: used by the CLI (`npm run ops`) and later by the operator
 * HTTP API. Every action validates its tenant and flag and throws an `OpsError` with a clear message.
 */
import { FLAG_KEYS, type FlagKey, isFlagKey } from '../../src/contracts/flags';
import { type SystemStatusValue, statusOf } from '../../src/contracts/status';
import type { Tenant } from '../../tenants/schema';
import { describeFlags, type EffectiveFlag } from '../tenants/effective';
import type { TenantRegistry } from '../tenants/registry';
import type { RuntimeRepository } from '../tenants/runtime-repository';

export class OpsError extends Error {
  override name = 'OpsError';
}

export type FlagChange = 'on' | 'off' | 'reset';
export type TenantStatus = {
  tenant: string;
  status: SystemStatusValue;
  maintenance: boolean;
  regionRestriction: boolean;
  /** false while the operator has taken the identity provider down for the brand */
  identityService: boolean;
  overrides: EffectiveFlag[];
};

export type OpsActions = ReturnType<typeof createOpsActions>;

export function createOpsActions(deps: { registry: TenantRegistry; runtime: RuntimeRepository }) {
  const { registry, runtime } = deps;

  function tenant(id: string | undefined): Tenant {
    const found = id ? registry.get(id) : undefined;
    if (found) return found;
    const known = registry.all.map((t) => t.id).join(', ');
    throw new OpsError(id ? `Unknown tenant "${id}". Known tenants: ${known}.` : `Name a tenant: ${known}.`);
  }

  function flagKey(key: string | undefined): FlagKey {
    const upper = key?.toUpperCase() ?? '';
    if (isFlagKey(upper)) return upper;
    throw new OpsError(`Unknown flag "${key ?? ''}". Flags: ${FLAG_KEYS.join(', ')}.`);
  }

  async function listFlags(tenantId: string): Promise<EffectiveFlag[]> {
    const t = tenant(tenantId);
    return describeFlags(t, await runtime.overrides(t.id));
  }

  async function setFlag(tenantId: string, key: string, change: FlagChange): Promise<EffectiveFlag> {
    const t = tenant(tenantId);
    const k = flagKey(key);
    await runtime.setFlag(t.id, k, change === 'reset' ? null : change === 'on');
    const flag = describeFlags(t, await runtime.overrides(t.id)).find((f) => f.key === k);
    if (!flag) throw new OpsError(`Flag ${k} vanished`);
    return flag;
  }

  async function status(tenantId: string): Promise<TenantStatus> {
    const t = tenant(tenantId);
    const { overrides, maintenance, regionRestriction, identityDown } = await runtime.load(t.id);
    return {
      tenant: t.id,
      status: statusOf(maintenance, regionRestriction),
      maintenance,
      regionRestriction,
      identityService: !identityDown,
      overrides: describeFlags(t, overrides).filter((f) => f.source === 'override'),
    };
  }

  async function setMaintenance(tenantId: string, on: boolean): Promise<TenantStatus> {
    await runtime.setSwitch(tenant(tenantId).id, 'maintenance', on);
    return status(tenantId);
  }

  async function setRegionRestriction(tenantId: string, on: boolean): Promise<TenantStatus> {
    await runtime.setSwitch(tenant(tenantId).id, 'regionRestriction', on);
    return status(tenantId);
  }

  /** Takes the identity provider (social and phone sign-in) down for a brand (`on` false) or back up. */
  async function setIdentityService(tenantId: string, on: boolean): Promise<TenantStatus> {
    await runtime.setSwitch(tenant(tenantId).id, 'identityDown', !on);
    return status(tenantId);
  }

  return { tenant, flagKey, listFlags, setFlag, status, setMaintenance, setRegionRestriction, setIdentityService };
}
