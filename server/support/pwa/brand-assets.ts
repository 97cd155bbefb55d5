/**
 * A brand's identity images: its own file under `tenants/assets/<id>/` when its tenant file names
 * one (`identity`), else a default drawn from its name and theme colours (favicon: an SVG monogram of
 * the brand's initial; share image, splash and app icons: the coin mark, icons.ts). Each answer carries a
 * content hash: the URLs in the page carry it (`?v=`), so a published change shows on the next load.
 */

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TENANTS_DIR } from '../../../tenants/load';
import type { Tenant } from '../../../tenants/schema';
import { brandColours } from './colours';
import { bannerPng, iconPng, SHARE_SIZE, SPLASH_SIZE } from './icons';

export type BrandAssetKind = 'logo' | 'favicon' | 'share' | 'splash' | 'appIcon';
export type BrandAsset = { body: Buffer; type: string; hash: string; own: boolean };

/** The stable URL of each of a brand's images. */
export const BRAND_PATHS: Record<Exclude<BrandAssetKind, 'appIcon'>, string> = {
  logo: '/m/brand/logo',
  favicon: '/m/brand/favicon',
  share: '/m/brand/share.png',
  splash: '/m/brand/splash.png',
};

const FIELD: Record<BrandAssetKind, keyof NonNullable<Tenant['identity']>> = {
  logo: 'logo',
  favicon: 'favicon',
  share: 'shareImage',
  splash: 'splash',
  appIcon: 'appIcon',
};

const hashOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 16);

export function typeOf(file: string): string {
  if (file.endsWith('.svg')) return 'image/svg+xml';
  if (file.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

const own = new Map<string, { mtimeMs: number; size: number; asset: BrandAsset }>();

/** The brand's own file for `kind` (read again when it changes on disk), or null when it names none or it is missing. */
function ownAsset(tenant: Tenant, kind: BrandAssetKind, assetsDir: string): BrandAsset | null {
  const file = tenant.identity?.[FIELD[kind]];
  if (!file) return null;
  const path = join(assetsDir, tenant.id, file);
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(path);
  } catch {
    return null; // tenant:check refuses a missing file; a server that lacks it falls back to the default
  }
  const hit = own.get(path);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.asset;
  const body = readFileSync(path);
  const asset = { body, type: typeOf(file), hash: hashOf(body), own: true };
  own.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, asset });
  return asset;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The default favicon: the brand's initial on its header colour, in its primary colour. */
export function monogramSvg(tenant: Pick<Tenant, 'brandName' | 'theme'>): string {
  const c = brandColours(tenant.theme);
  const initial = [...tenant.brandName.trim()][0]?.toUpperCase() ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${c.header}"/><text x="32" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="800" fill="${c.onHeader}">${escapeXml(initial)}</text></svg>`;
}

const defaults = new Map<string, BrandAsset>();

function defaultAsset(tenant: Tenant, kind: BrandAssetKind): BrandAsset | null {
  if (kind === 'logo') return null; // the text logo is the fallback
  const key = `${kind}:${tenant.theme}:${kind === 'favicon' ? tenant.brandName : ''}`;
  const hit = defaults.get(key);
  if (hit) return hit;
  const colours = brandColours(tenant.theme);
  const [body, type] =
    kind === 'favicon'
      ? [Buffer.from(monogramSvg(tenant)), 'image/svg+xml']
      : kind === 'appIcon'
        ? [iconPng(512, colours), 'image/png']
        : [bannerPng(kind === 'share' ? SHARE_SIZE : SPLASH_SIZE, colours), 'image/png'];
  const asset = { body, type, hash: hashOf(body), own: false };
  defaults.set(key, asset);
  return asset;
}

/** The brand's image of `kind`: its own file, else the default (none for the logo: the text logo shows). */
export function brandAsset(tenant: Tenant, kind: BrandAssetKind, assetsDir: string): BrandAsset | null {
  return ownAsset(tenant, kind, assetsDir) ?? defaultAsset(tenant, kind);
}

/** The URL of a brand image with its content hash, or null when there is none (a brand without an image logo). */
export function brandAssetUrl(tenant: Tenant, kind: Exclude<BrandAssetKind, 'appIcon'>, assetsDir: string): string | null {
  const asset = brandAsset(tenant, kind, assetsDir);
  return asset ? `${BRAND_PATHS[kind]}?v=${asset.hash}` : null;
}

/** Where the server reads brands' identity files: `assets/` beside the tenant files it serves. */
export const assetsDirOf = (app: Pick<FastifyInstance, 'config'>): string => join(app.config.tenantsDir ?? TENANTS_DIR, 'assets');
