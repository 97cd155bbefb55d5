/**
 * A brand's identity images: the files its published configuration version carries (published
 * with it from `tenants/assets/<id>/`, stored by content hash: server/tenants/asset-store.ts), else
 * a default drawn from its name and theme colours (favicon: an SVG monogram of the brand's initial;
 * share image, splash and app icons: the coin mark, icons.ts). Each answer carries a content hash:
 * the URLs in the page carry it (`?v=`), so a published change or a rollback shows on the next load.
 */

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IdentityField } from '../../../tenants/identity';
import type { Tenant } from '../../../tenants/schema';
import { AssetBodies, type BrandAssets } from '../../tenants/asset-store';
import { brandColours } from './colours';
import { bannerPng, iconPng, SHARE_SIZE, SPLASH_SIZE } from './icons';

export type BrandAssetKind = 'logo' | 'favicon' | 'share' | 'splash' | 'appIcon';
/** `body` reads the bytes (a published file from the database, once per process; a default at once). */
export type BrandAsset = { type: string; hash: string; own: boolean; body: () => Promise<Buffer | null> };

/** Where a server finds brands' published images: the versions it serves, and their bytes by hash. */
export type BrandImages = { imagesOf(tenantId: string): BrandAssets; body(sha256: string): Promise<Buffer | null> };

/** The stable URL of each of a brand's images. */
export const BRAND_PATHS: Record<Exclude<BrandAssetKind, 'appIcon'>, string> = {
  logo: '/m/brand/logo',
  favicon: '/m/brand/favicon',
  share: '/m/brand/share.png',
  splash: '/m/brand/splash.png',
};

const FIELD: Record<BrandAssetKind, IdentityField> = {
  logo: 'logo',
  favicon: 'favicon',
  share: 'shareImage',
  splash: 'splash',
  appIcon: 'appIcon',
};

/** The URL's content hash: the first 16 characters of the SHA-256 in base64url. */
const urlHash = (sha256: Buffer) => sha256.toString('base64url').slice(0, 16);
const hashOf = (body: Buffer) => urlHash(createHash('sha256').update(body).digest());

/** The image the brand's served version publishes for `kind`, or null when it has none. */
function ownAsset(tenant: Tenant, kind: BrandAssetKind, images: BrandImages): BrandAsset | null {
  const published = images.imagesOf(tenant.id)[FIELD[kind]];
  if (!published) return null;
  return {
    type: published.mime,
    hash: urlHash(Buffer.from(published.sha256, 'hex')),
    own: true,
    body: () => images.body(published.sha256),
  };
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
  const asset = { body: () => Promise.resolve(body), type, hash: hashOf(body), own: false };
  defaults.set(key, asset);
  return asset;
}

/** The brand's image of `kind`: its published file, else the default (none for the logo: the text logo shows). */
export function brandAsset(tenant: Tenant, kind: BrandAssetKind, images: BrandImages): BrandAsset | null {
  return ownAsset(tenant, kind, images) ?? defaultAsset(tenant, kind);
}

/** The URL of a brand image with its content hash, or null when there is none (a brand without an image logo). */
export function brandAssetUrl(tenant: Tenant, kind: Exclude<BrandAssetKind, 'appIcon'>, images: BrandImages): string | null {
  const asset = brandAsset(tenant, kind, images);
  return asset ? `${BRAND_PATHS[kind]}?v=${asset.hash}` : null;
}

const imagesOfApp = new WeakMap<object, BrandImages>();

/** The app's brand images: those of the versions its registry serves, bytes from its database. */
export function brandImagesOf(app: Pick<FastifyInstance, 'tenants' | 'db'>): BrandImages {
  let images = imagesOfApp.get(app);
  if (!images) {
    const bodies = new AssetBodies(app.db);
    images = { imagesOf: (id) => app.tenants.imagesOf(id), body: (sha256) => bodies.get(sha256) };
    imagesOfApp.set(app, images);
  }
  return images;
}
