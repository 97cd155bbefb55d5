/** Opens what the operator commands need: the server's config, database (migrated) and tenants. */
import { loadTenants } from '../../tenants/load';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { TenantRegistry } from '../tenants/registry';
import { RuntimeRepository } from '../tenants/runtime-repository';
import { createOpsActions } from './actions';
import type { OpsContext } from './command';

export async function openOpsContext(config: Config): Promise<OpsContext> {
  const registry = new TenantRegistry(loadTenants(config.tenantsDir), config.allowTenantOverride);
  const db = await openDb(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, registry, actions: createOpsActions({ registry, runtime: new RuntimeRepository(db) }) };
}
