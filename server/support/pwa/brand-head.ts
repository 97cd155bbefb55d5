/**
 * The page head's brand links: favicon, apple-touch icon, the share card (`og:*`, `twitter:*`) with
 * the share image as an absolute URL, each image URL carrying its content hash.
 */
import type { Tenant } from '../../../tenants/schema';
import { escapeHtml } from '../../http/html';
import { type BrandImages, brandAsset, brandAssetUrl } from './brand-assets';
import { PWA_PATHS } from './manifest';

/** The built page's own favicon and touch icon links, replaced by the brand's. */
export const BUILT_ICON_LINKS = /<link\b[^>]*\brel="(icon|apple-touch-icon)"[^>]*>\s*/gi;

export function brandHeadLinks(tenant: Tenant, origin: string, images: BrandImages): string {
  const favicon = brandAsset(tenant, 'favicon', images);
  const share = brandAssetUrl(tenant, 'share', images) ?? '';
  const shareType = brandAsset(tenant, 'share', images)?.type ?? 'image/png';
  const appIcon = brandAsset(tenant, 'appIcon', images);
  const touch = appIcon?.own ? `${PWA_PATHS.appleTouch}?v=${appIcon.hash}` : PWA_PATHS.appleTouch;
  const title = escapeHtml(tenant.brandName);
  const image = escapeHtml(`${origin}${share}`);
  return [
    favicon ? `<link rel="icon" href="${escapeHtml(brandAssetUrl(tenant, 'favicon', images) ?? '')}" type="${favicon.type}">` : '',
    `<link rel="apple-touch-icon" href="${escapeHtml(touch)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${title}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="${shareType}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:image" content="${image}">`,
  ].join('');
}
