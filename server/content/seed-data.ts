/**
 * The demo content every brand starts with, in every content language (the texts: `seed-text/`, one
 * file per language; `{brand}` becomes the brand name). Each entry: [title, HTML content]. Art
 * comes from `art.ts`.
 */
import type { BannerGroup } from '../../src/contracts/content/calls';
import { byLanguage, type Texts } from './seed-text';

export { SEED_TEXT, type Texts } from './seed-text';

export const CATEGORIES: Texts<string>[] = [
  byLanguage((t) => t.categories.newMembers),
  byLanguage((t) => t.categories.daily),
  byLanguage((t) => t.categories.vip),
];

/** Promotions (type PR). `cats` are indexes into CATEGORIES; `reward` in major units of the brand currency. */
export const PROMOTIONS: {
  text: Texts;
  cats: number[];
  days: number | null;
  image: boolean;
  remark: boolean;
  reward: number | null;
  turnover: number;
}[] = [
  {
    text: byLanguage((t) => t.promotions.welcome),
    cats: [0],
    days: 90,
    image: false,
    remark: true,
    reward: 50,
    turnover: 10,
  },
  { text: byLanguage((t) => t.promotions.checkIn), cats: [1], days: null, image: false, remark: false, reward: 2, turnover: 1 },
  { text: byLanguage((t) => t.promotions.bigWin), cats: [1], days: 30, image: true, remark: true, reward: 10, turnover: 3 },
  { text: byLanguage((t) => t.promotions.birthday), cats: [2], days: null, image: true, remark: false, reward: 20, turnover: 5 },
  { text: byLanguage((t) => t.promotions.rebate), cats: [1, 2], days: 60, image: false, remark: true, reward: null, turnover: 0 },
];

/** Home banners: a title only. `promotion:N` links to the Nth promotion. */
export const HOME_BANNERS: { text: Texts<string>; url: string }[] = [
  { text: byLanguage((t) => t.homeBanners.welcome), url: 'promotion:0' },
  { text: byLanguage((t) => t.homeBanners.slots), url: '/m/slot-games' },
  { text: byLanguage((t) => t.homeBanners.live), url: '/m/live-games' },
];

/** One banner for each other group, linking to its page. */
export const GROUP_BANNERS: { group: BannerGroup; url: string; text: Texts<string> }[] = [
  { group: 'm_promotion', url: '/m/activity', text: byLanguage((t) => t.groupBanners.promotion) },
  { group: 'm_rng', url: '/m/slot-games', text: byLanguage((t) => t.groupBanners.rng) },
  { group: 'm_sports', url: '/m/sport-games', text: byLanguage((t) => t.groupBanners.sports) },
  { group: 'm_pvp', url: '/m/poker-games', text: byLanguage((t) => t.groupBanners.pvp) },
  { group: 'm_live', url: '/m/live-games', text: byLanguage((t) => t.groupBanners.live) },
  { group: 'm_fish', url: '/m/fishing-games', text: byLanguage((t) => t.groupBanners.fish) },
  { group: 'm_lott', url: '/m/lott', text: byLanguage((t) => t.groupBanners.lott) },
  { group: 'm_elott', url: '/m/elott', text: byLanguage((t) => t.groupBanners.elott) },
  { group: 'm_reg', url: '/m/register', text: byLanguage((t) => t.groupBanners.reg) },
];

/** Player notices (PL): `from`/`to` in days from the seeding time (to null: no expiry). */
export const NOTICES: { text: Texts; from: number; to: number | null }[] = [
  { text: byLanguage((t) => t.notices.welcome), from: -2, to: 180 },
  { text: byLanguage((t) => t.notices.maintenance), from: -1, to: 30 },
  { text: byLanguage((t) => t.notices.newGames), from: -1, to: null },
  { text: byLanguage((t) => t.notices.responsible), from: 0, to: null },
  { text: byLanguage((t) => t.notices.ended), from: -40, to: -10 },
  { text: byLanguage((t) => t.notices.next), from: 7, to: 60 },
];

export const POPUPS: Texts[] = [byLanguage((t) => t.popups.gift), byLanguage((t) => t.popups.safeDeposit)];

export const HOT: Texts[] = [byLanguage((t) => t.hot.jackpotWeek)];

export const AGENT: Texts[] = [byLanguage((t) => t.agent.commission), byLanguage((t) => t.agent.tools)];
