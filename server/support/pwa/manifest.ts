/** The web app manifest of a brand ("installable site"), from its tenant file and theme. */
import type { Tenant } from '../../../tenants/schema';
import { brandColours } from './colours';

export const PWA_PATHS = {
  manifest: '/m/manifest.webmanifest',
  serviceWorker: '/m/sw.js',
  offline: '/m/offline.html',
  icon: (size: number) => `/m/pwa/icon-${size}.png`,
  maskable: '/m/pwa/maskable-512.png',
  appleTouch: '/m/pwa/apple-touch-icon.png',
} as const;

/** The installed app opens here; `source=pwa` tells the start from other visits (analytics, never trust). */
export const START_URL = '/m/home?source=pwa';

export function manifestOf(tenant: Tenant) {
  const c = brandColours(tenant.theme);
  return {
    id: '/m/home',
    name: tenant.brandName,
    short_name: tenant.logoText,
    description: tenant.brandName,
    lang: tenant.defaultLanguage,
    dir: 'ltr',
    start_url: START_URL,
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: c.page,
    theme_color: c.header,
    icons: [
      { src: PWA_PATHS.icon(192), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: PWA_PATHS.icon(512), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: PWA_PATHS.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
