/**
 * The one route table (spec §2): the host's own routes here, each remote's from its manifest
 * (`src/remotes/<name>/manifest.ts`, data only). Every link uses `paths.<key>.path`; the shell builds
 * its router from it and each remote's `./register` gives the elements of the routes it owns.
 */
import { HOME_PATH as HOME, member as memberOnly, r, type RouteInfo } from '@contracts/routes';
import { msg } from '@lingui/core/macro';
import * as agent from '../../remotes/agent/manifest';
import * as games from '../../remotes/games/manifest';
import * as member from '../../remotes/member/manifest';
import * as promotions from '../../remotes/promotions/manifest';
import * as wallet from '../../remotes/wallet/manifest';

export type { RouteInfo, RouteOwner } from '@contracts/routes';

/** The host's own pages: the ones the first screen or every page needs. */
const shellRoutes = {
  home: r('home', 'shell', msg`Home`, { bottomNav: true }),
  login: r('login', 'shell', msg`Log in`, { backTo: HOME }),
  agentLogin: r('agent', 'shell', msg`Agent log in`),
  register: r('register', 'shell', msg`Register`, { backTo: HOME, aliases: ['/m/register.html'], flag: 'REG3' }),
  forget: r('forget', 'shell', msg`Forgot password`, { backTo: HOME }),
  changePsw: r('changePsw', 'shell', msg`Change password`, memberOnly),
  help: r('help', 'shell', msg`Help centre`),
  helpDetail: r('helpDetail', 'shell', msg`Help`),
  download: r('download', 'shell', msg`App download`, { backTo: HOME }),
  maintenance: r('maintenance', 'shell', msg`Maintenance`),
  restricted: r('restricted', 'shell', msg`Access restricted`),
  notice: r('notice', 'shell', msg`Notices`),
  noticeDetail: r('noticeDetail', 'shell', msg`Notice`),
};

/** Every part's table, host first (a test checks that no key is in two of them). */
export const ROUTE_TABLES: readonly Record<string, RouteInfo>[] = [
  shellRoutes,
  games.routes,
  wallet.routes,
  promotions.routes,
  agent.routes,
  member.routes,
];

export const paths = {
  ...shellRoutes,
  ...games.routes,
  ...wallet.routes,
  ...promotions.routes,
  ...agent.routes,
  ...member.routes,
} satisfies Record<string, RouteInfo>;

export type RouteKey = keyof typeof paths;
export const ROUTE_KEYS = Object.keys(paths) as RouteKey[];

/** Paths that mean home (spec §2); unknown paths under /m also land on home. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;
export const HOME_PATH = HOME;

/** The route a pathname belongs to (exact match, aliases included), or null. */
export function routeKeyOf(pathname: string): RouteKey | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return 'home';
  for (const key of ROUTE_KEYS) {
    const info: RouteInfo = paths[key];
    if (info.path === clean || info.aliases?.includes(clean)) return key;
  }
  return null;
}
