/**
 * The installable site per brand: the web app manifest, the icons (the brand's own app icon when its
 * tenant file names one, else drawn from its colours), its identity images (brand-assets.ts), the service worker,
 * the offline page, and the demo download resources of the brand file (`/demo/download/*`).
 * The brand is the request's (host, Merchant header or ?tenant= outside production).
 */
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../../../tenants/schema';
import { sendNotFound } from '../../http/not-found';
import { requireTenant } from '../../plugins/app/tenants';
import { brandAsset, brandImagesOf } from '../../support/pwa/brand-assets';
import { brandColours } from '../../support/pwa/colours';
import { ICON_SIZES, iconPng } from '../../support/pwa/icons';
import { manifestOf, PWA_PATHS } from '../../support/pwa/manifest';
import { webClipProfile } from '../../support/pwa/mobileconfig';
import { offlineHtml } from '../../support/pwa/offline';
import { serviceWorkerSource } from '../../support/pwa/service-worker';
import { brandAssetRoutes, sendBrandAsset } from './brand-assets';
import { perBuild } from './files';

const DAY = 'public, max-age=86400';
const icons = new Map<string, Buffer>();

function icon(tenant: Tenant, size: number, maskable = false): Buffer {
  const key = `${tenant.theme}:${size}:${maskable}`;
  let png = icons.get(key);
  if (!png) {
    png = iconPng(size, brandColours(tenant.theme), maskable);
    icons.set(key, png);
  }
  return png;
}

const sendIcon = (reply: FastifyReply, png: Buffer) => reply.type('image/png').header('cache-control', DAY).send(png);

/** The demo page behind a native-app link of the brand file (no native app ships with this build). */
function demoAppPage(tenant: Tenant, label: string): string {
  const c = brandColours(tenant.theme);
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(tenant.brandName)}: ${esc(label)}</title></head>
<body style="margin:0;padding:2rem;font-family:system-ui,sans-serif;background:${c.page};color:${c.text};text-align:center">
<h1 style="font-size:1.3rem">${esc(tenant.brandName)}: ${esc(label)}</h1>
<p data-testid="demo-download">This is the demo platform: the brand file links its native app here. Operators put the
store or package address in <code>downloads</code> of the brand file.</p>
<p><a style="color:${c.primary}" href="/m/download">Back</a></p></body></html>`;
}

export function pwaRoutes(app: FastifyInstance, distDir: string): void {
  const root = resolve(distDir);

  app.get(PWA_PATHS.manifest, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifestOf(requireTenant(request)))),
  );

  const images = brandImagesOf(app);
  brandAssetRoutes(app);
  /** the brand's own app icon (one square PNG of at least 512 px for every size), else the drawn one */
  const appIcon = (request: FastifyRequest, reply: FastifyReply, size: number, maskable = false) => {
    const tenant = requireTenant(request);
    const own = brandAsset(tenant, 'appIcon', images);
    return own?.own ? sendBrandAsset(request, reply, own) : sendIcon(reply, icon(tenant, size, maskable));
  };
  for (const size of ICON_SIZES) app.get(PWA_PATHS.icon(size), async (request, reply) => appIcon(request, reply, size));
  app.get(PWA_PATHS.maskable, async (request, reply) => appIcon(request, reply, 512, true));
  app.get(PWA_PATHS.appleTouch, async (request, reply) => appIcon(request, reply, 180, true));

  app.get(PWA_PATHS.offline, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(offlineHtml(requireTenant(request))),
  );

  const serviceWorker = perBuild(root, serviceWorkerSource);
  app.get(PWA_PATHS.serviceWorker, async (_request: FastifyRequest, reply) => {
    const source = serviceWorker();
    if (source === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source);
  });

  app.get('/demo/download/:file', async (request, reply) => {
    const tenant = requireTenant(request);
    const path = request.url.split('?')[0] ?? '';
    const entry = Object.entries(tenant.downloads).find(([, link]) => link?.url === path);
    if (!entry?.[1]) return sendNotFound(reply, 'No such download for this brand');
    if (entry[0] === 'MOBILECONFIG') {
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .type('application/x-apple-aspen-config')
        .header('content-disposition', `attachment; filename="${tenant.id}.mobileconfig"`)
        .header('cache-control', 'no-cache')
        .send(webClipProfile(tenant, origin, icon(tenant, 180, true)));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(demoAppPage(tenant, entry[1].labelNameEn));
  });
}
