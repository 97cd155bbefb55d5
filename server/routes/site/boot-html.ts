/**
 * The page HTML per brand (no request waterfall for the first screen). The built
 * index.html gets, from the brand of the request's host name:
 *  - `<html lang dir data-theme data-template data-detail>`: the page's language (`?lang=`, else the
 *    player's saved choice from its cookie, else the brand's default: `pageLanguage`, kept only when the
 *    brand offers it: `siteLanguage`, as the client does) and the brand's theme;
 *  - the brand's theme and template stylesheets and the shell's boot stylesheet as `<link rel=stylesheet>`
 *    (the page never paints in another brand's colours, the boot code finds them loaded);
 *  - `<link rel=preload>` for the shell's boot chunk and the language catalog, fetched beside the
 *    entry scripts instead of after them;
 *  - the brand's favicon, apple-touch icon and share card (`og:*`, `twitter:*`) in place of the build's
 *    icon links (server/support/pwa/brand-head.ts);
 *  - the brand's status value inline (`<script type="application/json" id="boot-status">`), so
 *    boot makes no status call;
 *  - on home, the game category pages, promotions and login, the first screen as static HTML with its
 *    largest image preloaded (first-screen.ts). It is built per request from the database like the status call, and
 *    the HTML is `no-cache`: a flag an operator changes shows on the next load. Such a page loads its
 *    scripts after its first paint (after-paint.ts).
 * File names come from `dist/boot-manifest.json` (scripts/rsbuild/boot-manifest.ts). Without a
 * manifest, a brand or a status, the built index.html is served as it is (the client fetches).
 * While the database is unreachable the page carries the brand's last good status and no
 * first screen; the shell boots from it and shows "connection lost, retrying" until calls succeed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { BOOT_STATUS_ID, jsonForScript } from '../../../src/contracts/boot-html';
import { directionOf, LANGUAGE_COOKIE, type LanguageCode, languageTag, pageLanguage, siteLanguage } from '../../../src/contracts/languages';
import type { StatusValue } from '../../../src/contracts/status';
import { cookieOf } from '../../http/cookies';
import { escapeHtml } from '../../http/html';
import { brandImagesOf } from '../../support/pwa/brand-assets';
import { BUILT_ICON_LINKS, brandHeadLinks } from '../../support/pwa/brand-head';
import { statusAnswerer } from '../system/status-answer';
import { scriptsAfterPaint } from './after-paint';
import { perBuild } from './files';
import { firstScreenHtml, firstScreenLookup, injectFirstScreen } from './first-screen';

export const BOOT_MANIFEST_FILE = 'boot-manifest.json';
/** Where the site's files are served from (the build's assetPrefix). */
const PREFIX = '/m/';

const ManifestSchema = v.object({
  groups: v.record(v.string(), v.object({ js: v.array(v.string()), css: v.array(v.string()) })),
});
type Manifest = v.InferOutput<typeof ManifestSchema>;

type Built = { index: string; manifest: Manifest | null };

const SAFE_FILE = /^[\w./-]+$/;

/** The head additions for one brand's status (pure: tested without a server). */
export function headFor(
  manifest: Manifest | null,
  status: StatusValue,
  override: string,
  language: LanguageCode = status.info.site.defaultLanguage,
): { htmlAttrs: Record<string, string>; head: string } {
  const template = status.info.mobileTemplate.mem_cen === 1 ? 'new' : 'base';
  const htmlAttrs = {
    lang: languageTag(language),
    dir: directionOf(language),
    'data-template': template,
    'data-detail': status.info.mobileTemplate.dep_func === 1 ? 'new' : 'base',
  } as Record<string, string>;
  const lines: string[] = [];
  const group = (name: string) => manifest?.groups[name];
  const files = (name: string, kind: 'js' | 'css') => (group(name)?.[kind] ?? []).filter((f) => SAFE_FILE.test(f));
  // the theme the client would apply: the brand's, else the fallback it uses (royal)
  const theme = group(`theme-${status.info.site.theme}`) ? status.info.site.theme : group('theme-royal') ? 'royal' : null;
  if (theme) htmlAttrs['data-theme'] = theme;
  const styles = [...(theme ? files(`theme-${theme}`, 'css') : []), ...files(`template-${template}`, 'css'), ...files('boot', 'css')];
  for (const css of styles) lines.push(`<link rel="stylesheet" href="${PREFIX}${css}">`);
  for (const js of [...files('boot', 'js'), ...files(`lang-${language}`, 'js')])
    lines.push(`<link rel="preload" as="script" href="${PREFIX}${js}">`);
  lines.push(
    `<script type="application/json" id="${BOOT_STATUS_ID}" data-override="${escapeHtml(override)}">${jsonForScript(status)}</script>`,
  );
  return { htmlAttrs, head: lines.join('') };
}

/** index.html with the head additions and the `<html>` attributes set. */
export function injectHead(index: string, add: { htmlAttrs: Record<string, string>; head: string }): string {
  const withAttrs = index.replace(/<html\b([^>]*)>/i, (_m, attrs: string) => {
    let out = attrs;
    for (const [name, value] of Object.entries(add.htmlAttrs)) {
      const re = new RegExp(`\\s${name}="[^"]*"`, 'i');
      const pair = ` ${name}="${escapeHtml(value)}"`;
      out = re.test(out) ? out.replace(re, pair) : out + pair;
    }
    return `<html${out}>`;
  });
  return withAttrs.replace(/<\/head>/i, `${add.head}</head>`);
}

/** Serves the page HTML of the request's brand; reads index.html and the manifest again after a build. */
export function bootHtml(app: FastifyInstance, root: string): (request: FastifyRequest) => Promise<string> {
  const statusAnswer = statusAnswerer(app, { lastGood: true });
  const firstScreen = firstScreenLookup(app);
  const images = brandImagesOf(app);
  const built = perBuild(root, (index): Built => {
    let manifest: Manifest | null = null;
    try {
      manifest = v.parse(ManifestSchema, JSON.parse(readFileSync(join(root, BOOT_MANIFEST_FILE), 'utf8')));
    } catch {
      manifest = null; // an older build: the page still works, with the client's own requests
    }
    return { index, manifest };
  });
  const load = (): Built => {
    const found = built();
    if (!found) throw new Error(`no index.html in ${root}: the site is not built`);
    return found;
  };
  return async (request) => {
    const { index, manifest } = load();
    if (!request.tenant) return index;
    try {
      const { value, stale } = await statusAnswer(request, request.tenant);
      const query = request.query as Record<string, unknown> | undefined;
      const override = typeof query?.tenant === 'string' ? query.tenant : '';
      const language = siteLanguage(
        pageLanguage(query?.lang, cookieOf(request, LANGUAGE_COOKIE), value.info.site.defaultLanguage),
        value.info.site,
      );
      const head = headFor(manifest, value, override, language);
      const brand = brandHeadLinks(request.tenant, `${request.protocol}://${request.host}`, images);
      const html = injectHead(index.replace(BUILT_ICON_LINKS, ''), { ...head, head: brand + head.head });
      // an older build (no manifest) gets no first screen either; nor does a page whose first screen
      // could not be read, or is not tried (the database away: the shell boots from the inline status and retries)
      const first =
        manifest && !stale
          ? await firstScreen(request.tenant, value, request.url, language, request.ip).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page served without its first screen');
              return null;
            })
          : null;
      // a page that paints from its HTML loads its scripts after that paint (after-paint.ts)
      return first ? scriptsAfterPaint(injectFirstScreen(html, firstScreenHtml(first))) : html;
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its inline status');
      return index;
    }
  };
}
