/**
 * Which pages have a first screen (first-screen.ts), their words, and the guard script. Pure: no
 * database, tested without a server.
 *
 * The game category pages are the shared table (`src/contracts/games/categories.ts`): those with a banner group
 * (`CATEGORY_BANNER_GROUPS`) show their banner strip, their largest paint; the game lists without
 * one show their first tiles (the game list call's first page); the vendor lists without a banner
 * get none. A brand that hides the page's game type (`games.hiddenGameTypes`) gets none. Their paths are the route table's
 * (`src/kernel/routing/paths.ts`, which the server cannot import: its titles need the Lingui
 * macro); `src/remotes/games/first-screen-pages.test.ts` checks this copy of the paths against it.
 */
import { createHash } from 'node:crypto';
import type { BannerGroup } from '../../../src/contracts/content/calls';
import type { FlagKey } from '../../../src/contracts/flags';
import { isCatalogLanguage, type LanguageCode } from '../../../src/contracts/languages';
import type { StatusValue } from '../../../src/contracts/status';
import { STORAGE_KEYS } from '../../../src/contracts/storage-keys';
import { SHELL_MESSAGES } from '../../../src/locales/all-languages';
import type { GameType } from '../../../src/contracts/games/types';
import { bannerGroupOf, categoryOf } from '../../../src/contracts/games/categories';

/** The path of each route key of CATEGORIES (checked against the route table by a client test). */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  gameCenter: '/m/gameCenter',
  slotGames: '/m/slot-games',
  fishingGames: '/m/fishing-games',
  liveGames: '/m/live-games',
  pokerGames: '/m/poker-games',
  inHouse: '/m/inHouse',
  jiliGames: '/m/jili-games',
  rtgGames: '/m/rtg-games',
  jackpots: '/m/jackpots',
  bingo: '/m/bingo',
  sportGames: '/m/sport-games',
  esportGames: '/m/esport-games',
  cockfight: '/m/cockfight',
  lott: '/m/lott',
  elott: '/m/elott',
};

/** Route flags of the pages below (none today: the route table's `flag`; a brand with it off gets no first screen). */
export const PAGE_FLAGS: Readonly<Record<string, FlagKey | undefined>> = {};

export type FirstScreenPage =
  | { page: 'home' }
  | { page: 'category'; group: BannerGroup; gameType: GameType | '' }
  | { page: 'grid'; gameType: GameType | ''; pageSize: number }
  | { page: 'activity' }
  | { page: 'login' };

const PAGES = new Map<string, FirstScreenPage>([
  ['/m/home', { page: 'home' }],
  ['/m/activity', { page: 'activity' }],
  ['/m/login', { page: 'login' }],
  ...Object.entries(CATEGORY_PATHS).flatMap(([key, path]): [string, FirstScreenPage][] => {
    const group = bannerGroupOf(key);
    const category = categoryOf(key);
    if (!category) return [];
    if (group) return [[path, { page: 'category', group, gameType: category.gameType }]];
    return category.vendorList ? [] : [[path, { page: 'grid', gameType: category.gameType, pageSize: category.pageSize }]];
  }),
]);

/** Query parameters that change what a game category page lists (its picture would not be that list). */
const LIST_PARAMS = ['gameType', 'vassalage', 'gameClassify', 'dataType'];

/** The first screen a path shows for a brand's status: none while the site is blocked or the route's flag is off. */
export function pageOf(
  url: string,
  status: StatusValue,
  hiddenGameTypes: readonly string[] = [],
  flags: Readonly<Record<string, FlagKey | undefined>> = PAGE_FLAGS,
): FirstScreenPage | null {
  const [path = '', search = ''] = url.split('?');
  const clean = path.length > 3 ? path.replace(/\/+$/, '') : path;
  const page = PAGES.get(clean);
  if (!page || status.status !== 0 || status.maintenance || status.regionRestriction) return null;
  if (page.page === 'category' || page.page === 'grid') {
    const params = new URLSearchParams(search);
    if (LIST_PARAMS.some((p) => params.has(p))) return null;
    if (page.gameType !== '' && hiddenGameTypes.includes(page.gameType)) return null;
  }
  const flag = flags[clean];
  if (flag && status.info.whitelabel[flag] !== true) return null;
  return page;
}

/**
 * The guard of `/m/activity`'s first screen: a render-blocking one-line script (the CSP allows no
 * inline script) that marks `<html data-session>` when the tab holds a session token, which hides
 * the first screen's promotion covers (a player in a time-out or self-exclusion sees no promotions;
 * the HTML cannot tell who he is). Served by first-screen-guard's route with a day of caching.
 */
export const FIRST_SCREEN_GUARD_PATH = '/m/first-screen-guard.js';
export const FIRST_SCREEN_GUARD_JS = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});if(t&&t!=="null")document.documentElement.setAttribute("data-session","")}catch(e){}\n`;

type CompiledMessage = string | readonly unknown[];

/** Lingui's message id of a source message without context (what the macro compiles `t\`...\`` to). */
export function messageId(source: string): string {
  return createHash('sha256').update(`${source}\u001f`).digest('base64url').slice(0, 6);
}

/** A message without placeholders in a language, from the shell's compiled catalogs (English for a language whose catalogs are not complete). */
export function translate(language: StatusValue['info']['site']['defaultLanguage'], source: string): string {
  const compiled = (SHELL_MESSAGES[isCatalogLanguage(language) ? language : 'en'] as Record<string, CompiledMessage | undefined>)[
    messageId(source)
  ];
  if (typeof compiled === 'string') return compiled;
  if (Array.isArray(compiled) && compiled.every((p) => typeof p === 'string')) return compiled.join('');
  return source;
}

export type HomeTexts = { download: string; downloadButton: string };

/** Home's download bar words (src/shell/home/DownloadBar.tsx): they give the bar its height in the language's font. */
export function homeTexts(language: LanguageCode): HomeTexts {
  return { download: translate(language, 'Get the app for a faster, smoother game'), downloadButton: translate(language, 'Download') };
}

export type LoginTexts = {
  title: string;
  tabs: readonly [string, string] | null;
  username: string;
  password: string;
  remember: string;
  submit: string;
  forgot: string | null;
  register: string | null;
  social: readonly string[];
  trial: string | null;
  /** CAPTCHA3: the captcha field (CaptchaField.tsx) is in the form from the start */
  captcha: { label: string; hint: string } | null;
};

/** The login panel's words (src/shell/account/components/LoginPanel.tsx, UsernameLoginForm.tsx, SocialButtons.tsx) and its flags. */
export function loginTexts(status: StatusValue, language: LanguageCode = status.info.site.defaultLanguage): LoginTexts {
  const flags = status.info.whitelabel;
  const t = (source: string) => translate(language, source);
  return {
    title: t('Log in'),
    tabs: flags.MOBLOGIN3 ? [t('Username'), t('Mobile number')] : null,
    username: t('Username'),
    password: t('Password'),
    remember: t('Remember password'),
    submit: t('Log in'),
    forgot: flags.CHNGPASSMAIL3 || flags.CHNGPASSVERIF3 ? t('Forgot password?') : null,
    register: flags.REG3 ? t('No account? Register') : null,
    // SocialButtons.tsx: only while the identity service is ready
    social:
      status.info.identity?.ready === true
        ? [...(flags.FACEBOOKLOGIN3 ? [t('Continue with Facebook')] : []), ...(flags.GOOGLELOGIN3 ? [t('Continue with Google')] : [])]
        : [],
    trial: flags.FREEPLAY3 ? t('Try as a guest') : null,
    captcha: flags.CAPTCHA3 ? { label: t('Captcha'), hint: t('Enter the characters in the image (the result if it is a sum)') } : null,
  };
}
