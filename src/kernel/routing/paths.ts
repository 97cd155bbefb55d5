/**
 * The one route table (spec §2). Every link uses `paths.<key>.path`; the shell builds its router
 * from it and each remote's `./register` gives the elements of the routes it owns.
 */
import type { FlagKey } from '@contracts/flags';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type RouteOwner = 'shell' | 'games' | 'wallet' | 'promotions' | 'agent';

export type RouteInfo = {
  path: string;
  owner: RouteOwner;
  title: MessageDescriptor;
  /** other paths that show the same page (e.g. /m/register.html) */
  aliases?: readonly string[];
  /** the route is off (message + home) when this white-label flag is off */
  flag?: FlagKey;
  /** guests are sent to `guestTo` (default: login) */
  needsLogin?: boolean;
  guestTo?: string;
  /** the bottom navigation shows on this route */
  bottomNav?: boolean;
  /** the back button goes here instead of one step back */
  backTo?: string;
};

const r = (path: string, owner: RouteOwner, title: MessageDescriptor, more: Partial<RouteInfo> = {}): RouteInfo => ({
  path: `/m/${path}`,
  owner,
  title,
  ...more,
});
const HOME = '/m/home';
const game = { bottomNav: true } as const;
const member = { needsLogin: true } as const;

export const paths = {
  home: r('home', 'shell', msg`Home`, { bottomNav: true }),
  login: r('login', 'shell', msg`Log in`, { backTo: HOME }),
  agentLogin: r('agent', 'shell', msg`Agent log in`),
  register: r('register', 'shell', msg`Register`, { backTo: HOME, aliases: ['/m/register.html'], flag: 'REG3' }),
  forget: r('forget', 'shell', msg`Forgot password`, { backTo: HOME }),
  changePsw: r('changePsw', 'shell', msg`Change password`, member),
  help: r('help', 'shell', msg`Help centre`),
  helpDetail: r('helpDetail', 'shell', msg`Help`),
  download: r('download', 'shell', msg`App download`, { backTo: HOME }),
  set: r('set', 'shell', msg`Personal settings`, member),
  memberHome: r('member/home', 'shell', msg`Profile`, { bottomNav: true }),
  feedback: r('feedback', 'shell', msg`Feedback`, { ...member, flag: 'FEEDBACK3' }),
  responsibleGaming: r('member/responsible-gaming', 'shell', msg`Responsible gaming`, member),
  memberInbox: r('member/inbox', 'shell', msg`Inbox`, { ...member, flag: 'INBOX3' }),
  maintenance: r('maintenance', 'shell', msg`Maintenance`),
  restricted: r('restricted', 'shell', msg`Access restricted`),
  /** the live chat (CBS3): the LIVECHAT customer-service entry of a brand points here (docs/support.md) */
  chat: r('chat', 'shell', msg`Live chat`, { ...member, flag: 'CBS3' }),

  gameCenter: r('gameCenter', 'games', msg`Game centre`, game),
  provider: r('provider', 'games', msg`Providers`, game),
  liveGames: r('live-games', 'games', msg`Live casino`, game),
  slotGames: r('slot-games', 'games', msg`Slots`, game),
  sportGames: r('sport-games', 'games', msg`Sports`, game),
  esportGames: r('esport-games', 'games', msg`Esports`, game),
  fishingGames: r('fishing-games', 'games', msg`Fishing`, game),
  pokerGames: r('poker-games', 'games', msg`Card games`, game),
  lott: r('lott', 'games', msg`Lottery`, game),
  elott: r('elott', 'games', msg`E-lottery`, game),
  hotGames: r('hot-games', 'games', msg`Hot games`, game),
  searchGames: r('search-games', 'games', msg`Search`),
  recentGames: r('recent-games', 'games', msg`Recent games`, { ...game, ...member }),
  favGames: r('fav-games', 'games', msg`Favourites`, { ...game, ...member }),
  inHouse: r('inHouse', 'games', msg`In-house games`, game),
  cockfight: r('cockfight', 'games', msg`Cockfight`, game),
  jiliGames: r('jili-games', 'games', msg`JILI games`, game),
  rtgGames: r('rtg-games', 'games', msg`RTG games`, game),
  jackpots: r('jackpots', 'games', msg`Jackpots`, game),
  bingo: r('bingo', 'games', msg`Bingo`, game),

  voucherCenter: r('voucherCenter', 'wallet', msg`Deposit`, member),
  withdraw: r('withdraw', 'wallet', msg`Withdraw`, member),
  gameRecord: r('gameRecord', 'wallet', msg`Betting record`, { ...member, flag: 'TRANSBETREPMEM3' }),
  transactionRecord: r('transaction/record', 'wallet', msg`Account record`, { ...member, flag: 'TRANSREC3' }),
  profitLoss: r('profitLoss', 'wallet', msg`Profit and loss`, { ...member, flag: 'PERSPNL3' }),
  securityCenter: r('securityCenter', 'wallet', msg`Security centre`, member),

  activity: r('activity', 'promotions', msg`Promotions`, { bottomNav: true, backTo: HOME }),
  activityDetail: r('activityDetail', 'promotions', msg`Promotion details`),
  applyReward: r('applyReward', 'promotions', msg`Apply for reward`, { ...member, guestTo: '/m/activity' }),
  rewardCenter: r('rewardCenter', 'promotions', msg`Reward centre`, { flag: 'REWCEN3' }),
  notice: r('notice', 'shell', msg`Notices`),
  noticeDetail: r('noticeDetail', 'shell', msg`Notice`),
  leaderBoard: r('leaderBoard', 'promotions', msg`Missions`, { flag: 'MISSION3' }),
  memberBenefits: r('member/benefits', 'promotions', msg`VIP benefits`, { flag: 'VIPBEN3' }),

  agentHome: r('agent/home', 'agent', msg`Agent centre`, member),
  salaryContract: r('member/agent/getSalaryContract', 'agent', msg`Daily salary contract`, member),
  dividendContract: r('member/agent/getDevidendContract', 'agent', msg`Dividend contract`, member),
  hourContract: r('member/agent/getHourContract', 'agent', msg`Hourly salary contract`, member),
  agentDownlines: r('agent/downlines', 'agent', msg`Downline management`, { ...member, flag: 'AGEDOWNMAN3' }),
  agentReferral: r('agent/referral', 'agent', msg`Referral link`, { ...member, flag: 'AFFMAN3' }),
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
