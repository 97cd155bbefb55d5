/** The brand a request is for, as it is now: the tenant file with runtime flag and setting overrides. */
import type { FastifyRequest } from 'fastify';
import type { Flags } from '../../src/contracts/flags';
import type { Tenant } from '../../tenants/schema';
import type { Queryable } from '../db/types';
import { requireTenant } from '../plugins/app/tenants';
import { effectiveFlags } from '../tenants/effective';
import { RuntimeRepository } from '../tenants/runtime-repository';
import { effectiveTenant, SettingsRepository } from '../tenants/settings-repository';
import { featureOff } from './errors';

export type Brand = { tenant: Tenant; flags: Flags };

export async function loadBrand(db: Queryable, request: FastifyRequest): Promise<Brand> {
  const file = requireTenant(request);
  const [overrides, settings] = await Promise.all([
    new RuntimeRepository(db).overrides(file.id),
    new SettingsRepository(db).overrides(file.id),
  ]);
  return { tenant: effectiveTenant(file, settings), flags: effectiveFlags(file, overrides) };
}

/** Refuses the call unless every named flag is on. */
export function requireFlags(brand: Brand, what: string, ...keys: (keyof Flags)[]): void {
  for (const k of keys) if (!brand.flags[k]) throw featureOff(`${what} (${k})`);
}
