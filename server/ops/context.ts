/** Opens what the operator commands need: the server's config, database (migrated) and the published brands. */
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { clock } from '../clock';
import { loadLiveTenants, processName } from '../tenants/live';
import { TenantRegistry } from '../tenants/registry';
import { RuntimeRepository } from '../tenants/runtime-repository';
import { createOpsActions } from './actions';
import type { OpsContext } from './command';
import { diskFiles } from './files';

export async function openOpsContext(config: Config): Promise<OpsContext> {
  const db = await openDb(config);
  let registry: TenantRegistry;
  try {
    await migrate(db);
    const live = await loadLiveTenants(db, {
      dir: config.tenantsDir,
      by: processName('operator command'),
      now: clock.now(),
      log: { info: () => {}, error: (text: unknown) => console.error(text) },
    });
    registry = new TenantRegistry(live.tenants, config.allowTenantOverride, live.images);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    registry,
    actions: createOpsActions({ registry, runtime: new RuntimeRepository(db) }),
    tenantsDir: config.tenantsDir,
    files: diskFiles,
  };
}
