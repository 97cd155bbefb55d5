/**
 * The brand's theme (`themes/<id>.css`: CSS custom properties under `[data-theme=<id>]`) and the
 * template version (`themes/templates/base.css` or `new.css`, chosen by mem_cen), loaded before
 * the first render so the page never flashes another brand's colours.
 */
import type { StatusValue } from '@contracts/status';

export const FALLBACK_THEME = 'royal';

// named chunks theme-<id> / template-<v>: the server links the brand's from the HTML (boot-manifest.json)
const themeCss = (id: string) =>
  import(/* webpackChunkName: "theme-[request]", webpackExclude: /[\\/]templates[\\/]/ */ `../../../themes/${id}.css`);
const templateCss = (version: string) => import(/* webpackChunkName: "template-[request]" */ `../../../themes/templates/${version}.css`);

/** The server links the brand's theme and template stylesheets from the HTML (boot-html.ts): then the
 * chunk's JavaScript wrapper need not load at all (two requests fewer on the first load). */
const linked = (chunk: string): boolean => document.querySelector(`link[rel="stylesheet"][href*="/${chunk}."]`) !== null;

async function loadTheme(id: string): Promise<string> {
  if (linked(`theme-${id}-css`)) return id;
  try {
    await themeCss(id);
    return id;
  } catch (error) {
    console.warn(`[theme] no theme "${id}", using ${FALLBACK_THEME}`, error);
    await themeCss(FALLBACK_THEME);
    return FALLBACK_THEME;
  }
}

export async function applyTheme(status: StatusValue): Promise<void> {
  const template = status.info.mobileTemplate.mem_cen === 1 ? 'new' : 'base';
  const [theme] = await Promise.all([
    loadTheme(status.info.site.theme),
    linked(`template-${template}-css`) ? undefined : templateCss(template),
  ]);
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.dataset.template = template;
  // detail version (spec §4): base, or new when dep_func is 1; pages with a new detail layout read it
  root.dataset.detail = status.info.mobileTemplate.dep_func === 1 ? 'new' : 'base';
}
