/**
 * Brands live without a restart. The database holds what is live (`tenant_configs`): every process
 * serves the latest published version of every brand and follows a new one within
 * `TENANT_REFRESH_MS` (it polls the publish marker), whichever process or command published it.
 * The tenant folder is the operator's draft: at start and, with `TENANT_WATCH`, whenever a file or
 * one of its images is saved, each changed valid file is published with its images (`file-sync.ts`,
 * `asset-store.ts`), so a process needs no folder to serve a brand; an invalid one is logged with its
 * file, path and problem and the brand keeps serving its last good version. Decision and how to
 * use it: docs/tenants.md, docs/decisions.md.
 */
import { type FSWatcher, watch } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { TENANTS_DIR } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import { clock } from '../clock';
import type { Db } from '../db/types';
import type { BrandAssets } from './asset-store';
import { configMarker, latestPublished } from './config-store';
import { type FileOutcome, problemLines, syncTenantFiles } from './file-sync';
import { imagesById, type TenantRegistry } from './registry';

export type LiveOptions = { dir?: string | undefined; by: string; now: Date; log?: Pick<FastifyBaseLogger, 'info' | 'error'> | undefined };

/** Who a process publishes as when it syncs the folder (the history names it). */
export function processName(what: string): string {
  return `${what} ${hostname()}:${process.pid}`;
}

function report(outcomes: readonly FileOutcome[], log: LiveOptions['log']): void {
  for (const o of outcomes) if (o.outcome === 'published') log?.info(`brand ${o.tenantId}: version ${o.version} published from ${o.file}`);
  const problems = problemLines(outcomes);
  if (problems.length > 0) log?.error(`Invalid tenant files (the brands keep their last good version):\n${problems.join('\n')}`);
}

/**
 * The brands to serve now: the folder synced, then the latest published versions and their images.
 * Throws (naming every bad file) only when no brand has ever been published.
 */
export async function loadLiveTenants(
  db: Db,
  options: LiveOptions,
): Promise<{ tenants: Tenant[]; images: Map<string, BrandAssets>; marker: number }> {
  const outcomes = await syncTenantFiles(db, options);
  report(outcomes, options.log);
  const brands = await latestPublished(db);
  const tenants = brands.map((b) => b.tenant);
  if (tenants.length === 0) {
    const problems = problemLines(outcomes);
    throw new Error(problems.length > 0 ? `Invalid tenant files:\n${problems.join('\n')}` : 'No tenant files found: add tenants/<id>.json');
  }
  return { tenants, images: imagesById(brands), marker: await configMarker(db) };
}

export type LiveTenants = { refresh(): Promise<boolean>; syncFolder(): Promise<FileOutcome[]>; stop(): void };

/**
 * Keeps `registry` on the latest published versions: a check every `refreshMs`, and with `watch` a
 * publish of each saved file of the tenant folder `dir` (debounced). `refresh()` reloads when the
 * marker moved (true then); `syncFolder()` publishes the folder's changed files, then refreshes.
 */
export function followPublishedTenants(
  db: Db,
  registry: TenantRegistry,
  options: { marker: number; refreshMs: number; dir?: string | undefined; watch?: boolean; log: Pick<FastifyBaseLogger, 'info' | 'error'> },
): LiveTenants {
  let marker = options.marker;
  let refreshing: Promise<boolean> | null = null;
  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        const now = await configMarker(db);
        if (now === marker) return false;
        registry.replacePublished(await latestPublished(db));
        marker = now;
        options.log.info(`brand configurations reloaded (publish marker ${now})`);
        return true;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };
  const syncFolder = async (): Promise<FileOutcome[]> => {
    const outcomes = await syncTenantFiles(db, { dir: options.dir, by: processName('folder watch'), now: clock.now() });
    report(outcomes, options.log);
    await refresh();
    return outcomes;
  };
  const onError = (error: unknown) =>
    options.log.error({ err: error }, 'brand configurations: check failed (the current ones keep serving)');
  const timer = setInterval(() => refresh().catch(onError), options.refreshMs);
  timer.unref();
  let watcher: FSWatcher | null = null;
  let pending: NodeJS.Timeout | null = null;
  if (options.watch) {
    // the tenant files and, below assets/, their brands' image files
    watcher = watch(options.dir ?? TENANTS_DIR, { recursive: true }, (_event, file) => {
      const name = file ? String(file) : '';
      if (!name.endsWith('.json') && !/^assets[\\/]/.test(name)) return;
      if (pending) clearTimeout(pending);
      pending = setTimeout(() => syncFolder().catch(onError), 200);
      pending.unref();
    });
    watcher.on('error', onError);
  }
  return {
    refresh,
    syncFolder,
    stop() {
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      watcher?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    liveTenants: LiveTenants;
  }
}

/** Wires the following into the app (stopped with it). */
export function registerLiveTenants(app: FastifyInstance, registry: TenantRegistry, marker: number): void {
  const dir = app.config.tenantsDir ?? TENANTS_DIR;
  const live = followPublishedTenants(app.db, registry, {
    marker,
    refreshMs: app.config.tenantRefreshMs,
    dir,
    watch: app.config.tenantWatch,
    log: app.log,
  });
  app.decorate('liveTenants', live);
  app.addHook('onClose', async () => live.stop());
}
