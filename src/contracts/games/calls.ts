/** Paths, parameters and response shapes of the game calls (spec §7 "Games"), shared by client and server. */
import * as v from 'valibot';
import { Int4IdParam } from '../id';
import { CLASSIFICATIONS, GAME_TYPES, PLAY_TYPES, PRIZE_MODES } from './types';

export const GAME_PATHS = {
  gameList: '/wps/relay/GCSGAME_gameList',
  vassalTypes: '/wps/game/vassal/types',
  hot: '/wps/game/hot',
  recent: '/wps/game/recent',
  addRecent: '/wps/relay/MCS2_addRecentGame',
  favourite: '/wps/game/favorite',
  favouriteIds: '/wps/game/favorite/ids',
  winners: '/wps/game/winners',
  launch: '/wps/game/launchGame',
  launchFB: '/wps/relay/GCS_gameLaunchFB',
} as const;

/** Page sizes of spec §9. */
export const PAGE_SIZES = {
  list: 36,
  slots: 18,
  fishLive: 6,
  pvp: 3,
  default: 18,
  search: 36,
  searchPopup: 9,
  hot: 9,
  recent: 36,
  favourites: 36,
  favouriteIds: 200,
  favouriteIdsHome: 100,
  winners: 20,
} as const;
export const MAX_PAGE_SIZE = 200;

const Int = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be an integer'),
    v.minValue(min),
    v.maxValue(max),
  );
const OptStr = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const VendorCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{0,32}$/, 'must be a vendor code'));
const VendorList = v.optional(
  v.pipe(v.string(), v.maxLength(400), v.regex(/^[A-Za-z0-9_,]*$/, 'must be vendor codes separated by commas')),
  '',
);
const Empty = v.literal('');

export const GameListQuerySchema = v.object({
  merchant: OptStr(32),
  platform: v.optional(v.picklist(['html5', ''], 'must be html5'), 'html5'),
  gameName: OptStr(60),
  gameType: v.optional(v.union([v.picklist(GAME_TYPES), Empty], `must be one of ${GAME_TYPES.join(', ')}`), ''),
  pageNo: v.optional(Int(1, 100_000), 1),
  pageSize: v.optional(Int(1, MAX_PAGE_SIZE), PAGE_SIZES.list),
  vassalage: VendorList,
  gameClassify: v.optional(
    v.union([v.picklist([...CLASSIFICATIONS, 'new']), Empty], `must be one of ${CLASSIFICATIONS.join(', ')}, new`),
    '',
  ),
  minBet: v.optional(v.union([Int(1, 100_000_000), Empty]), ''),
  minLine: v.optional(v.union([Int(1, 10_000), Empty]), ''),
  isNew: v.optional(v.picklist(['1', '0', ''], "must be '1' or empty"), ''),
  language: OptStr(8),
  clientType: OptStr(4),
  imgSize: OptStr(8),
});
export type GameListQuery = v.InferOutput<typeof GameListQuerySchema>;

export const GameItemSchema = v.object({
  nodeId: v.number(),
  nodeName: v.string(),
  gameName: v.string(),
  displayName: v.string(),
  gameId: v.string(),
  gameCode: v.string(),
  gameType: v.string(),
  vassalage: v.string(),
  vendorDisplayName: v.string(),
  showIcon: v.boolean(),
  iconUrl: v.string(),
  vendorIcon: v.string(),
  freePlay: v.boolean(),
  lottoMode: v.nullable(v.string()),
  isGameH5: v.boolean(),
  isNew: v.boolean(),
  gameClassify: v.array(v.string()),
  minBet: v.number(),
  minLine: v.number(),
});
export type GameItem = v.InferOutput<typeof GameItemSchema>;

export const GameListSchema = v.object({
  games: v.array(GameItemSchema),
  pageNum: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type GameList = v.InferOutput<typeof GameListSchema>;

export const VendorSchema = v.object({
  vassalage: v.string(),
  displayName: v.string(),
  gameType: v.string(),
  gameClassify: v.array(v.object({ key: v.string(), displayName: v.string() })),
  mobileLargeIcon: v.string(),
  img: v.string(),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

export const SortingEntrySchema = v.object({
  gameCategory: v.string(),
  vendorNames: v.array(v.object({ vassalage: v.string(), isHot: v.picklist([0, 1]) })),
});
export const VassalTypesSchema = v.object({
  vendors: v.array(VendorSchema),
  mapping: v.record(v.string(), v.array(v.string())),
  sorting: v.array(SortingEntrySchema),
  /** game counts per game type (section titles) */
  counts: v.record(v.string(), v.number()),
  filters: v.object({ minBets: v.array(v.number()), minLines: v.array(v.number()) }),
});
export type VassalTypes = v.InferOutput<typeof VassalTypesSchema>;

export const HotListSchema = v.object({ list: v.array(GameItemSchema) });
export const RecentListSchema = v.object({ list: v.array(GameItemSchema), totalPages: v.number(), pageNum: v.number() });
export const FavouriteListSchema = v.object({
  content: v.array(GameItemSchema),
  totalPages: v.number(),
  pageNum: v.number(),
  totalCount: v.number(),
});
export const FavouriteIdsSchema = v.array(v.string());

export const PagingQuerySchema = v.object({
  pageNo: v.optional(Int(1, 100_000), 1),
  page: v.optional(Int(1, 100_000)),
  pageSize: v.optional(Int(1, MAX_PAGE_SIZE), PAGE_SIZES.list),
  gameType: v.optional(v.union([v.picklist(GAME_TYPES), Empty]), ''),
  vendor: v.optional(VendorCode, ''),
  language: OptStr(8),
  clientType: OptStr(4),
});

export const FavouriteBodySchema = v.object({ nodeId: Int4IdParam, vendor: v.optional(VendorCode, '') });
export const RecentBodySchema = v.object({ nodeId: Int4IdParam });

export const WinnerSchema = v.object({
  nodeId: v.number(),
  customerName: v.string(),
  winAmount: v.number(),
  gameName: v.string(),
  iconUrl: v.string(),
  vendor: v.string(),
});
export type Winner = v.InferOutput<typeof WinnerSchema>;
export const WinnersQuerySchema = v.object({
  gameCategory: v.optional(v.picklist(['ALL', ...GAME_TYPES]), 'ALL'),
  language: OptStr(8),
  limitNum: v.optional(Int(1, 50), PAGE_SIZES.winners),
});

const GameRef = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64), v.regex(/^[A-Za-z0-9_.:-]*$/, 'must be a game id')));

/**
 * Launch, the general launcher of spec §4: category (the game's type), vendor, gameId (or roomId
 * for a live room), nodeId and free-play support (the game's own free-play flag, as the list
 * showed it); freePlay asks for the free-play version. Older callers may send vendor + gameCode
 * instead of gameId. The server finds the game by nodeId, else vendor + gameId / roomId /
 * gameCode, and refuses a category that is not the game's. Lottery games add prizeMode and
 * playType; returnUrl is where closing the game comes back to (a path of this site under /m/).
 */
export const LaunchBodySchema = v.object({
  category: v.optional(v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`)),
  nodeId: v.optional(Int4IdParam),
  vendor: v.optional(VendorCode),
  gameId: GameRef,
  roomId: GameRef,
  gameCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
  freePlaySupported: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '1', '0']),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ]),
  ),
  freePlay: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '1', '0']),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ]),
    false,
  ),
  language: OptStr(8),
  prizeMode: v.optional(v.picklist(PRIZE_MODES)),
  playType: v.optional(v.picklist(PLAY_TYPES)),
  returnUrl: v.optional(v.pipe(v.string(), v.maxLength(500), v.regex(/^\/m(\/[^\s]*)?$/, 'must be a path of this site under /m'))),
});
export type LaunchBody = v.InferOutput<typeof LaunchBodySchema>;
export const LaunchResultSchema = v.object({ url: v.string(), expiresAt: v.string(), freePlay: v.boolean() });
export type LaunchResult = v.InferOutput<typeof LaunchResultSchema>;
