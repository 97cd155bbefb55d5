/**
 * The first screen in the page HTML (it paints from HTML, not after the JavaScript). The
 * served HTML carries, inside `#root`, a static picture of the top of the page, its largest paint
 * included, with the page's largest image preloaded at high priority from `<head>`. The boxes have
 * the sizes of the real ones. React's first render replaces `#root`'s content with the real page (a
 * replaced node is no layout shift), which shows the same image from the cache at the same size (not
 * a larger paint: the page's largest paint stays the HTML's). Pages (first-screen-pages.ts):
 *  - `/m/home`: header bar, the download bar (its words), the brand's first m_home banner;
 *  - the game category pages with a banner group (`/m/slot-games`, `/m/live-games`, ...): title bar
 *    and the group's banner strip (its first pictures, the first one preloaded); the game lists
 *    without one (`/m/gameCenter`, `/m/inHouse`, ...): title bar, the tabs' and tools' space and the
 *    first two rows of tiles (the game list call's first page, the first row preloaded);
 *  - `/m/activity`: title bar, the m_promotion banner strip's space, the tab row's space and the first
 *    promotion cards with their covers (the first one preloaded), hidden for a visitor with a session
 *    (first-screen-guard: a player in a time-out or self-exclusion gets no promotions, and the HTML
 *    cannot tell who he is);
 *  - `/m/login`: title bar and the login panel's top (brand logo text, the form's labels and boxes,
 *    the button, the links), its words in the brand's language from the Lingui catalogs; on a brand
 *    that always asks for a captcha, the captcha field with a captcha made for this page
 *    (first-screen-captcha.ts), its picture the page's largest paint.
 *
 * Data: the announcements call's own query (`visibleRows`, server/content/repository.ts) and order:
 * banners and promotions the way the client lists them, in the page's language with that call's own
 * shaping (`toAnnouncements`: a banner's picture for that language takes the default's place), a
 * picture's lowest sequence. Banners are not
 * marketing a responsible-gambling block hides (server/content/announcements.ts); promotions are, hence
 * the guard. Looked up again when the brand's content marker moves (migration 175: any change, by any
 * process) and at least every FIRST_SCREEN_TTL_MS per brand (a schedule's start or end). No first screen while the
 * brand's status is not normal (maintenance, restricted: the client goes elsewhere) or when the
 * route's flag is off.
 */
import type { FastifyInstance } from 'fastify';
import type { CaptchaValue } from '../../../src/contracts/account/captcha';
import { BOOT_CAPTCHA_ID, jsonForScript } from '../../../src/contracts/boot-html';
import type { BannerGroup } from '../../../src/contracts/content/calls';
import type { GameType } from '../../../src/contracts/games/types';
import { type ContentLanguage, contentLanguageFor, isLanguageCode, type LanguageCode } from '../../../src/contracts/languages';
import * as v from 'valibot';
import { GameListQuerySchema } from '../../../src/contracts/games/calls';
import type { StatusValue } from '../../../src/contracts/status';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { toAnnouncements, visibleRows } from '../../content/repository';
import { changeMarkersOf } from '../../db/change-markers';
import { ensureContentSeeded } from '../../content/seed';
import { brandCatalogue, NO_HIDING } from '../../games/brand-catalogue';
import { catalogueStoreOf } from '../../games/catalogue';
import { gameList } from '../../games/list';
import { escapeHtml } from '../../http/html';
import { pageCaptchas } from './first-screen-captcha';
import { FIRST_SCREEN_GUARD_PATH, type HomeTexts, homeTexts, type LoginTexts, loginTexts, pageOf } from './first-screen-pages';

export const FIRST_SCREEN_TTL_MS = 15_000;
/** Pictures shown per strip (the strip's images are 14rem wide: two reach past a phone's width). */
const STRIP_IMAGES = 2;
/** Game tiles drawn (two rows of three fit above a phone's fold). */
const GRID_TILES = 6;
/** Promotion cards drawn (two covers fit above a phone's fold). */
const PROMOTION_CARDS = 2;
const CAPTCHA_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const SAFE_URL = /^(\/[\w./%-]*|https:\/\/[\w.-]+(:\d+)?\/[\w./%?=&-]*)$/;

/** Safe URLs only, escaped for an attribute. */
const safe = (urls: readonly string[]) => urls.filter((u) => SAFE_URL.test(u)).map(escapeHtml);

/** The first-screen CSS (the theme stylesheet the server links gives the colours; sizes as the real pages). */
const CSS =
  '#root>.fs{display:flex;flex-direction:column;max-width:48rem;margin:0 auto}' +
  '.fs-head{position:sticky;top:0;min-height:3rem;background:var(--color-header);color:var(--color-on-header);box-shadow:0 1px 0 var(--color-border);display:flex;align-items:center;justify-content:center}' +
  '.fs-head b{font-size:1rem}' +
  // home's download bar (src/shell/home/DownloadBar.tsx, home.module.css): its words set its height in each language
  '.fs-bar{display:flex;align-items:center;gap:.6rem;padding:.5rem .75rem;background:var(--color-surface);font-size:.85rem;margin-bottom:.75rem}' +
  '.fs-bar i{flex:none;min-width:2rem;min-height:2rem}.fs-bar u{flex:none;width:1.4rem}.fs-bar span{flex:1}' +
  '.fs-bar b{padding:.35rem .9rem;border-radius:2rem;background:var(--color-primary);color:var(--color-on-primary);font-weight:600}' +
  '.fs-banner{margin:0 .75rem;aspect-ratio:5/2;border-radius:var(--radius-card);overflow:hidden;background:var(--color-surface)}' +
  '.fs-banner img{display:block;width:100%;height:100%;object-fit:cover}' +
  // the banner strip (src/kernel/ui/BannerStrip.tsx)
  '.fs-strip{display:flex;gap:.5rem;overflow:hidden;padding:.5rem .75rem 0;box-sizing:border-box;min-height:6.1rem}' +
  '.fs-strip img{display:block;flex:none;width:14rem;height:auto;aspect-ratio:5/2;object-fit:cover;border-radius:.6rem}' +
  // game lists (src/remotes/games/components/games.module.css): tabs, toolbar and count, then the grid;
  // a pixel less gap than the real grid: the picture's art is never smaller than the real one
  '.fs-list{padding:8px 10px 24px}' +
  // the tabs, the toolbar and the count above the tiles (tests/e2e/site/first-screen-drift.spec.ts measures both)
  '.fs-tools{height:120px}' +
  '.fs-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:7px}' +
  '.fs-grid img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--radius-card,12px);background:var(--color-skeleton)}' +
  // the name under a tile: the real row is the tile and 48px less the grid's gap
  '.fs-grid i{display:block;height:40px}' +
  // promotions (src/remotes/promotions/promotions.module.css)
  '.fs-page{display:flex;flex-direction:column;gap:.75rem;padding:.75rem}' +
  '.fs-tabs{min-height:2.75rem}' +
  // a pixel less padding than the real card: the picture's cover is a pixel wider, never smaller than the real
  // one after sub-pixel rounding (the real one, a larger paint, would become the page's largest paint)
  '.fs-card{background:var(--color-surface);border:1px solid var(--color-border);border-radius:.75rem;padding:calc(.875rem - 1px);display:flex;flex-direction:column;gap:.6rem}' +
  '.fs-card img{display:block;width:100%;height:auto;aspect-ratio:2/1;object-fit:cover;border-radius:.5rem;background:var(--color-bg)}' +
  // the card's title, dates and state under the cover
  '.fs-card i{display:block;height:6rem}' +
  `html[data-session] .fs-card img{visibility:hidden}` +
  // login (src/shell/account/account.module.css)
  '.fs-panel{display:flex;flex-direction:column;gap:.75rem;padding:1.25rem 1.25rem 1.5rem;color:var(--color-text)}' +
  '.fs-logo{font-family:var(--font-logo);font-size:1.5rem;font-weight:800;color:var(--color-primary)}' +
  '.fs-form{display:flex;flex-direction:column;gap:.7rem}' +
  '.fs-tabs2{display:flex;gap:.25rem;border-bottom:1px solid var(--color-border)}' +
  '.fs-tabs2 span{flex:1;min-height:2.75rem;display:flex;align-items:center;justify-content:center;color:var(--color-muted);font-weight:600;border-bottom:.15rem solid transparent}' +
  '.fs-tabs2 span:first-child{color:var(--color-primary);border-bottom-color:var(--color-primary)}' +
  '.fs-field{display:flex;flex-direction:column;gap:.25rem;font-size:.85rem;color:var(--color-muted)}' +
  '.fs-input{min-height:2.75rem;border:1px solid var(--color-border);border-radius:.5rem;background:var(--color-surface);box-sizing:border-box}' +
  // the remember row: a 1.2rem checkbox with the browser's 3px margins above and below
  '.fs-check{font-size:.9rem;padding-inline-start:2.15rem;min-height:calc(1.2rem + 6px);display:flex;align-items:center}' +
  '.fs-primary{min-height:2.9rem;border-radius:2rem;background:var(--color-primary);color:var(--color-on-primary);font-weight:700;display:flex;align-items:center;justify-content:center}' +
  '.fs-ghost{background:none;color:var(--color-primary);border:1px solid var(--color-primary);box-sizing:border-box}' +
  '.fs-social{display:flex;gap:.5rem}' +
  '.fs-social>div{flex:1;text-align:center}' +
  '.fs-links{display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}' +
  '.fs-links span{padding:.4rem 0;color:var(--color-primary);text-decoration:underline}' +
  // the captcha field (CaptchaField.tsx): the input beside the picture's 24:7 box; the box is not
  // border-box, so the picture is never smaller than the real one (which stays no larger paint)
  '.fs-row{display:flex;gap:.5rem;align-items:center}.fs-row .fs-input{flex:1}' +
  // the password's show/hide button beside its box (PasswordField.tsx), as wide as the real one
  '.fs-side{flex:none;box-sizing:border-box;width:calc(2.75rem + 2px);min-height:2.75rem;border:1px solid var(--color-border);border-radius:.5rem;background:var(--color-surface)}' +
  '.fs-captcha{height:2.75rem;min-width:calc(2.75rem * 24 / 7);border:1px solid var(--color-border);border-radius:.5rem;background:#fff}' +
  '.fs-captcha img{height:100%;width:auto;aspect-ratio:24/7;display:block}' +
  '.fs-hint{font-size:.8rem}';

export type FirstScreenData =
  | { page: 'home'; banner: string | null; texts: HomeTexts }
  | { page: 'category'; banners: readonly string[] }
  | { page: 'grid'; tiles: readonly string[] }
  | { page: 'activity'; banners: readonly string[]; covers: readonly string[] }
  | { page: 'login'; logo: string; texts: LoginTexts; captcha?: CaptchaValue | null };

const preload = (...urls: (string | undefined)[]) =>
  urls.map((url) => (url ? `<link rel="preload" as="image" href="${url}" fetchpriority="high">` : '')).join('');
const head = (extra = '') => `<div class="fs-head">${extra}</div>`;
/** The images of a strip: the first at high priority (the page's largest paint when nothing larger follows). */
const strip = (urls: readonly string[], first: boolean) =>
  `<div class="fs-strip">${urls.map((u, i) => `<img src="${u}" width="750" height="300" alt=""${first && i === 0 ? ' fetchpriority="high"' : ''}>`).join('')}</div>`;

/** Head and `#root` additions for a page's data (pure: tested without a server). */
export function firstScreenHtml(data: FirstScreenData): { head: string; root: string } {
  const style = `<style>${CSS}</style>`;
  const wrap = (kind: string, inner: string, extraClass = '') =>
    `<div class="fs${extraClass}" aria-hidden="true" data-first-screen="${kind}">${inner}</div>`;
  switch (data.page) {
    case 'home': {
      const [url] = safe(data.banner ? [data.banner] : []);
      const banner = url ? `<img src="${url}" width="750" height="300" alt="" fetchpriority="high">` : '';
      const bar = `<div class="fs-bar"><i></i><u></u><span>${escapeHtml(data.texts.download)}</span><b>${escapeHtml(data.texts.downloadButton)}</b></div>`;
      return { head: style + preload(url), root: wrap('home', `${head()}${bar}<div class="fs-banner">${banner}</div>`) };
    }
    case 'category': {
      const urls = safe(data.banners).slice(0, STRIP_IMAGES);
      return { head: style + preload(urls[0]), root: wrap('category', head() + strip(urls, true)) };
    }
    case 'grid': {
      const urls = safe(data.tiles).slice(0, GRID_TILES);
      // the first row's art are the page's largest paints (equal boxes): at high priority
      const tiles = urls
        .map((u, i) => `<div><img src="${u}" width="200" height="200" alt=""${i < 3 ? ' fetchpriority="high"' : ''}><i></i></div>`)
        .join('');
      return {
        head: style + preload(...urls.slice(0, 3)),
        root: wrap('grid', `${head()}<div class="fs-list"><div class="fs-tools"></div><div class="fs-grid">${tiles}</div></div>`),
      };
    }
    case 'activity': {
      const banners = safe(data.banners).slice(0, STRIP_IMAGES);
      const covers = safe(data.covers).slice(0, PROMOTION_CARDS);
      // the covers are the largest paint (either of the two, by their pictures' own sizes): both at high
      // priority; the strip's pictures stay out (their space is kept)
      const stripBox = banners.length > 0 ? '<div class="fs-strip"></div>' : '';
      const cards = covers
        .map((u) => `<div class="fs-card"><img src="${u}" width="800" height="400" alt="" fetchpriority="high"><i></i></div>`)
        .join('');
      const guard = `<script src="${FIRST_SCREEN_GUARD_PATH}"></script>`;
      return {
        head: style + (covers.length > 0 ? guard : '') + preload(...covers),
        root: wrap('activity', `${head()}<div class="fs-page">${stripBox}<div class="fs-tabs"></div>${cards}</div>`),
      };
    }
    case 'login': {
      const t = data.texts;
      const field = (label: string, side = false) =>
        `<div class="fs-field">${escapeHtml(label)}${side ? '<div class="fs-row"><div class="fs-input"></div><div class="fs-side"></div></div>' : '<div class="fs-input"></div>'}</div>`;
      const links = [t.forgot, t.register]
        .filter((x): x is string => x !== null)
        .map((x) => `<span>${escapeHtml(x)}</span>`)
        .join('');
      const tabs = t.tabs ? `<div class="fs-tabs2">${t.tabs.map((x) => `<span>${escapeHtml(x)}</span>`).join('')}</div>` : '';
      // the captcha's picture is a data URL from our own generator (checked: a PNG data URL of base64 characters)
      const picture =
        data.captcha && CAPTCHA_IMAGE.test(data.captcha.image) ? `<img src="${data.captcha.image}" width="240" height="70" alt="">` : '';
      const captcha = t.captcha
        ? `<div class="fs-field">${escapeHtml(t.captcha.label)}<div class="fs-row"><div class="fs-input"></div><div class="fs-captcha">${picture}</div></div>` +
          `<div class="fs-hint">${escapeHtml(t.captcha.hint)}</div></div>`
        : '';
      const form =
        `<div class="fs-form">${field(t.username)}${field(t.password, true)}${captcha}<div class="fs-check">${escapeHtml(t.remember)}</div>` +
        `<div class="fs-primary">${escapeHtml(t.submit)}</div></div>`;
      const social =
        t.social.length > 0
          ? `<div class="fs-social">${t.social.map((x) => `<div class="fs-primary fs-ghost">${escapeHtml(x)}</div>`).join('')}</div>`
          : '';
      const trial = t.trial ? `<div class="fs-primary fs-ghost">${escapeHtml(t.trial)}</div>` : '';
      const panel = `<div class="fs-panel"><div class="fs-logo">${escapeHtml(data.logo)}</div><div class="fs-form">${tabs}${form}${links ? `<div class="fs-links">${links}</div>` : ''}${social}${trial}</div></div>`;
      // the form takes the page's captcha once (src/shell/account/api/captcha.ts)
      const captchaData =
        picture && data.captcha ? `<script type="application/json" id="${BOOT_CAPTCHA_ID}">${jsonForScript(data.captcha)}</script>` : '';
      return { head: style + captchaData, root: wrap('login', head(`<b>${escapeHtml(t.title)}</b>`) + panel) };
    }
  }
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

/**
 * A per-brand, per-key cache of FIRST_SCREEN_TTL_MS on the injectable clock. With `version` (the
 * brand's change marker), an entry is also rebuilt as soon as the marker moved, in every process
 * alike; the TTL then only bounds what no write marks (a banner's start or end time passing). A
 * marker that cannot be read (the database away) keeps the entry in use.
 */
function cached<K extends string, T>(
  load: (tenant: Tenant, key: K, now: Date) => Promise<T>,
  version?: (tenant: Tenant) => Promise<number>,
): (tenant: Tenant, key: K) => Promise<T> {
  const cache = new Map<string, { at: number; version: number; value: T }>();
  return async (tenant, key) => {
    const now = clock.now();
    const id = `${tenant.id}\n${key}`;
    const hit = cache.get(id);
    let current = 0;
    try {
      current = version ? await version(tenant) : 0;
    } catch (error) {
      if (hit) return hit.value;
      throw error;
    }
    if (hit && hit.version === current && now.getTime() - hit.at < FIRST_SCREEN_TTL_MS && now.getTime() >= hit.at) return hit.value;
    const value = await load(tenant, key, now);
    cache.set(id, { at: now.getTime(), version: current, value });
    return value;
  };
}

/** The brand's default language (game names only: the tiles' art does not depend on it). */
const defaultLanguageOf = (tenant: Tenant) => (isLanguageCode(tenant.defaultLanguage) ? tenant.defaultLanguage : 'en');

/** The data of a page's first screen for a brand, or null (no first screen for that path or status). */
export function firstScreenLookup(
  app: FastifyInstance,
): (tenant: Tenant, status: StatusValue, url: string, language?: LanguageCode, address?: string) => Promise<FirstScreenData | null> {
  const captchaFor = pageCaptchas(app);
  // the announcements call's own rows and order (server/content/repository.ts), then their pictures:
  // a banner group's (type B), or with no group the promotions list's (type PR on mobile,
  // src/remotes/promotions/api/promotions.ts)
  // rebuilt when the brand's content marker moves (any process's change, migration 175)
  const markers = changeMarkersOf(app.db);
  // the pictures the call answers in the page's language (a banner's own picture for it first)
  const picturesIn = cached(
    async (tenant, key: `${BannerGroup | 'promotions'}:${ContentLanguage}`, now) => {
      const [group, language] = key.split(':') as [BannerGroup | 'promotions', ContentLanguage];
      await ensureContentSeeded(app.db, tenant, now);
      const query = group === 'promotions' ? { types: ['PR'] as const } : { types: ['B'] as const, groupName: group };
      const rows = await visibleRows(app.db, { tenantId: tenant.id, platform: 'M', now, ...query });
      const list = await toAnnouncements(app.db, rows, language);
      // the client's cover: the lowest sequence
      return list.flatMap((a) =>
        [...a.announcementImages]
          .sort((x, y) => x.sequence - y.sequence)
          .slice(0, 1)
          .map((i) => i.url),
      );
    },
    (tenant) => markers.of('content', tenant.id),
  );
  // the game list call's own list (server/games/list.ts) on the brand's catalogue
  const catalogue = catalogueStoreOf(app.db, () => clock.now());
  const tiles = cached(async (tenant, key: `${GameType | ''}:${number}`) => {
    const [gameType = '', pageSize] = key.split(':');
    const view = brandCatalogue(await catalogue.current(), tenant.id, tenant.games ?? NO_HIDING);
    const query = v.parse(GameListQuerySchema, { gameType, pageNo: 1, pageSize: Number(pageSize) });
    return gameList(view, query, defaultLanguageOf(tenant)).games.map((g) => g.iconUrl);
  });
  return async (tenant, status, url, language = status.info.site.defaultLanguage, address = '') => {
    const page = pageOf(url, status, tenant.games?.hiddenGameTypes ?? []);
    if (!page) return null;
    const content = contentLanguageFor(language);
    const pictures = (t: Tenant, group: BannerGroup | 'promotions') => picturesIn(t, `${group}:${content}`);
    switch (page.page) {
      case 'home':
        return { page: 'home', banner: (await pictures(tenant, 'm_home'))[0] ?? null, texts: homeTexts(language) };
      case 'category': {
        // no banner: the strip is not drawn, the page's largest paint is elsewhere
        const list = await pictures(tenant, page.group);
        return list.length > 0 ? { page: 'category', banners: list } : null;
      }
      case 'grid': {
        const list = await tiles(tenant, `${page.gameType}:${page.pageSize}`);
        return list.length > 0 ? { page: 'grid', tiles: list } : null;
      }
      case 'activity': {
        const [strip, list] = await Promise.all([pictures(tenant, 'm_promotion'), pictures(tenant, 'promotions')]);
        return list.length > 0 ? { page: 'activity', banners: strip, covers: list } : null;
      }
      case 'login': {
        const texts = loginTexts(status, language);
        // made per request (single use), never cached with the rest
        const captcha = texts.captcha ? await captchaFor(tenant.id, address) : null;
        // the login page's panel writes the brand's logo text (AccountPage.tsx), image logo or not
        return { page: 'login', logo: status.info.site.logoText, texts, captcha };
      }
    }
  };
}
