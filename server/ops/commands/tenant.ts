/**
 * `npm run ops -- tenant …`: publish brands without a restart, see their history, compare two
 * versions, roll back, retire and bring back (server/tenants/live.ts). A brand's image files are
 * published with its configuration and travel with it through rollback, disable and enable. Every
 * change is a new version with who and when; the serving processes follow it within a second.
 */
import { userInfo } from 'node:os';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { IDENTITY_FIELDS } from '../../../tenants/identity';
import type { BrandAssets } from '../../tenants/asset-store';
import {
  configHistory,
  configVersion,
  latestPublished,
  type PublishedBrand,
  type PublishedVersion,
  publishConfig,
} from '../../tenants/config-store';
import { problemLines, syncTenantFiles } from '../../tenants/file-sync';
import { OpsError } from '../actions';
import { type OpsCommand, type OpsContext, splitOptions } from '../command';

const USAGE =
  'tenant list | publish <id>|all | history <id> | diff <id> <v1> [<v2>] | rollback <id> <version> | disable|enable <id>  [--by NAME] [--note TEXT]';

function who(opts: Record<string, string>): string {
  if (opts.by?.trim()) return opts.by.trim();
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
}

const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

function line(v: PublishedVersion): string {
  return `  v${v.version}  ${stamp(v.publishedAt)} UTC  ${v.source.padEnd(8)}  by ${v.publishedBy}${v.note ? `  "${v.note}"` : ''}`;
}

/** Every leaf of a configuration as `path → JSON value` (arrays by index). */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(path || '(root)', JSON.stringify(value));
    for (const [k, v] of entries) leaves(v, path ? `${path}.${k}` : k, out);
  } else out.set(path || '(root)', JSON.stringify(value));
  return out;
}

/** The lines that differ between two configurations: `path: old → new`. */
export function configDiff(a: Tenant, b: Tenant): string[] {
  const left = leaves(a);
  const right = leaves(b);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  return paths.flatMap((p) => {
    const x = left.get(p);
    const y = right.get(p);
    return x === y ? [] : [`${p}: ${x ?? '(absent)'} → ${y ?? '(absent)'}`];
  });
}

/** The lines that differ between two versions' images: `images.<field>: <file> <hash> → …`. */
export function imagesDiff(a: BrandAssets, b: BrandAssets): string[] {
  const show = (x: BrandAssets[keyof BrandAssets]) =>
    x ? `${x.file} (${x.mime}, ${x.size} B, sha256 ${x.sha256.slice(0, 12)})` : '(generated default)';
  return IDENTITY_FIELDS.flatMap((f) => (a[f]?.sha256 === b[f]?.sha256 ? [] : [`images.${f}: ${show(a[f])} → ${show(b[f])}`]));
}

async function reload(ctx: OpsContext): Promise<void> {
  ctx.registry.replacePublished(await latestPublished(ctx.db));
}

function versionNumber(text: string | undefined, what: string): number {
  if (!text || !/^v?\d{1,6}$/.test(text))
    throw new OpsError(`${what} must be a version number (like 3 or v3). Usage: npm run ops -- ${USAGE}`);
  return Number(text.replace(/^v/, ''));
}

async function version(ctx: OpsContext, id: string, text: string | undefined, what: string) {
  const n = versionNumber(text, what);
  const found = await configVersion(ctx.db, id, n);
  if (!found) throw new OpsError(`Brand ${id} has no version ${n}: see npm run ops -- tenant history ${id}`);
  return found;
}

async function latest(ctx: OpsContext, id: string): Promise<PublishedBrand> {
  const found = (await latestPublished(ctx.db)).find((b) => b.tenant.id === id);
  if (!found) throw new OpsError(`No published brand "${id}". Brands: ${ctx.registry.all.map((t) => t.id).join(', ')}`);
  return found;
}

/** Publishes a configuration with the images it had (already stored) as the brand's next version. */
async function republish(
  ctx: OpsContext,
  brand: PublishedBrand,
  source: 'rollback' | 'disable' | 'enable',
  opts: Record<string, string>,
  done: string,
): Promise<string> {
  const tenant = brand.tenant;
  const result = await publishConfig(ctx.db, tenant, {
    source,
    by: who(opts),
    note: opts.note,
    now: clock.now(),
    images: { assets: brand.assets },
  });
  await reload(ctx);
  if (!result.published) return `${tenant.id}: nothing to do, version ${result.version} is already that configuration.`;
  return `${tenant.id}: ${done}: version ${result.version} published; every server follows within seconds.`;
}

export const tenantCommand: OpsCommand = {
  name: 'tenant',
  usage: USAGE,
  summary: 'brands live without a restart: publish a tenant file, history, diff, rollback, disable, enable',
  async run(args, ctx) {
    const { positional, opts } = splitOptions(args);
    const [action, id = '', a, b] = positional;
    switch (action) {
      case 'list': {
        const rows = await Promise.all(ctx.registry.all.map(async (t) => ({ t, v: (await configHistory(ctx.db, t.id))[0] })));
        return rows
          .map(({ t, v }) => `${t.id.padEnd(12)} ${t.enabled ? 'live    ' : 'disabled'}  ${v ? line(v).trim() : '(not published)'}`)
          .join('\n');
      }
      case 'publish': {
        if (!id) throw new OpsError(`Name a brand or all. Usage: npm run ops -- ${USAGE}`);
        const outcomes = await syncTenantFiles(ctx.db, {
          dir: ctx.tenantsDir,
          by: who(opts),
          now: clock.now(),
          note: opts.note,
          only: id === 'all' ? undefined : id,
        });
        if (outcomes.length === 0) throw new OpsError(`No tenant file for "${id}" in the tenant folder.`);
        await reload(ctx);
        const problems = problemLines(outcomes);
        const done = outcomes.flatMap((o) =>
          o.outcome === 'published'
            ? [`${o.tenantId}: version ${o.version} published`]
            : o.outcome === 'unchanged'
              ? [`${o.tenantId}: unchanged`]
              : [],
        );
        if (problems.length > 0)
          throw new OpsError([...done, 'Not published (the brand keeps its last good version):', ...problems].join('\n'));
        return done.join('\n');
      }
      case 'history': {
        const versions = await configHistory(ctx.db, id);
        if (versions.length === 0) throw new OpsError(`No published brand "${id}".`);
        return [`${id}: ${versions.length} version(s), newest first`, ...versions.map(line)].join('\n');
      }
      case 'diff': {
        const from = await version(ctx, id, a, 'The first version');
        const to = b
          ? await version(ctx, id, b, 'The second version')
          : { record: (await configHistory(ctx.db, id))[0] as PublishedVersion, ...(await latest(ctx, id)) };
        const lines = [...configDiff(from.tenant, to.tenant), ...imagesDiff(from.assets, to.assets)];
        return [
          `${id}: v${from.record.version} → v${to.record.version}: ${lines.length} difference(s)`,
          ...lines.map((l) => `  ${l}`),
        ].join('\n');
      }
      case 'rollback': {
        const target = await version(ctx, id, a, 'The version to roll back to');
        return republish(
          ctx,
          target,
          'rollback',
          { ...opts, note: opts.note ?? `rollback to v${target.record.version}` },
          `rolled back to v${target.record.version}`,
        );
      }
      case 'disable':
      case 'enable': {
        const current = await latest(ctx, id);
        return republish(
          ctx,
          { ...current, tenant: { ...current.tenant, enabled: action === 'enable' } },
          action,
          opts,
          action === 'enable' ? 'live again' : 'disabled (its pages say it is closed)',
        );
      }
      default:
        throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
    }
  },
};
