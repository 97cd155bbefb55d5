/**
 * The first screen in the page HTML (issue 7: it paints from HTML, not after the JavaScript). For
 * `/m/home` the served HTML carries, inside `#root`, a static picture of the top of home: the header
 * bar, the download bar's space and the banner box holding the brand's first m_home banner image
 * (the page's largest paint), with the image preloaded at high priority from `<head>`. The boxes
 * have the sizes of the real ones. React's first render replaces `#root`'s content with the real
 * page (a replaced node is no layout shift), which shows the same image from the cache.
 *
 * The banner is the one the client's announcements call puts first: the brand's visible m_home
 * banners in their order (server/content/repository.ts), the first with a picture, its lowest
 * sequence. Banners are not marketing a responsible-gambling block hides (server/content/announcements.ts),
 * so a guest's HTML fits everyone. Looked up at most every FIRST_SCREEN_TTL_MS per brand.
 */
import type { FastifyInstance } from 'fastify';
import { clock } from '../../clock';
import { ensureContentSeeded } from '../../content/seed';
import { visibleRows } from '../../content/repository';
import type { Tenant } from '../../../tenants/schema';

export const FIRST_SCREEN_TTL_MS = 15_000;
const HOME_PATHS = new Set(['/m/home', '/m/home/']);
const SAFE_URL = /^(\/[\w./%-]*|https:\/\/[\w.-]+(:\d+)?\/[\w./%?=&-]*)$/;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first-screen CSS (the theme stylesheet the server links gives the colours). */
const CSS =
  '#root>.fs{display:flex;flex-direction:column;gap:.75rem}' +
  '.fs-head{position:sticky;top:0;min-height:3rem;background:var(--color-header);box-shadow:0 1px 0 var(--color-border)}' +
  '.fs-bar{height:3rem;background:var(--color-surface)}' +
  '.fs-banner{margin:0 .75rem;aspect-ratio:5/2;border-radius:var(--radius-card);overflow:hidden;background:var(--color-surface)}' +
  '.fs-banner img{display:block;width:100%;height:100%;object-fit:cover}';

/** Head and `#root` additions for a page path and its banner (pure: tested without a server). */
export function firstScreenFor(path: string, bannerUrl: string | null): { head: string; root: string } | null {
  if (!HOME_PATHS.has(path)) return null;
  const url = bannerUrl && SAFE_URL.test(bannerUrl) ? escapeAttr(bannerUrl) : null;
  const head = `<style>${CSS}</style>${url ? `<link rel="preload" as="image" href="${url}" fetchpriority="high">` : ''}`;
  const banner = url ? `<img src="${url}" width="750" height="300" alt="" fetchpriority="high">` : '';
  const root = `<div class="fs" aria-hidden="true" data-first-screen="home"><div class="fs-head"></div><div class="fs-bar"></div><div class="fs-banner">${banner}</div></div>`;
  return { head, root };
}

/**
 * `index.html` with the first screen: the head part before the first script (the image is requested
 * before the scripts and the stylesheets the server adds; the meta tags stay first), else before
 * `</head>`; the markup inside `#root`.
 */
export function injectFirstScreen(html: string, add: { head: string; root: string }): string {
  const head = html.search(/<\/head>/i);
  const script = html.search(/<script\b/i);
  const at = script !== -1 && (head === -1 || script < head) ? script : head;
  const withHead = at === -1 ? html : `${html.slice(0, at)}${add.head}${html.slice(at)}`;
  return withHead.replace(/<div id="root"><\/div>/, `<div id="root">${add.root}</div>`);
}

/** The brand's first m_home banner picture, cached per brand for FIRST_SCREEN_TTL_MS. */
export function homeBannerLookup(app: FastifyInstance): (tenant: Tenant) => Promise<string | null> {
  const cache = new Map<string, { at: number; url: string | null }>();
  return async (tenant) => {
    const now = clock.now();
    const hit = cache.get(tenant.id);
    if (hit && now.getTime() - hit.at < FIRST_SCREEN_TTL_MS && now.getTime() >= hit.at) return hit.url;
    await ensureContentSeeded(app.db, tenant, now);
    // the announcements call's own rows and order (server/content/repository.ts), then their pictures
    const banners = await visibleRows(app.db, { tenantId: tenant.id, types: ['B'], groupName: 'm_home', platform: 'M', now });
    const images = await app.db.query<{ announcement_id: number; url: string }>(
      'SELECT announcement_id, url FROM announcement_images WHERE announcement_id = ANY($1::int[]) ORDER BY sequence',
      [banners.map((b) => b.id)],
    );
    const rows = banners.flatMap((b) => images.filter((i) => i.announcement_id === b.id).slice(0, 1));
    const url = rows[0]?.url ?? null;
    cache.set(tenant.id, { at: now.getTime(), url });
    return url;
  };
}
