/** The game calls (spec §7 "Games"), validated with the shared contracts. */
import {
  FavouriteIdsSchema,
  FavouriteListSchema,
  GAME_PATHS,
  type GameListQuery,
  GameListSchema,
  HotListSchema,
  type LaunchBody,
  LaunchResultSchema,
  RecentListSchema,
  VassalTypesSchema,
  WinnerSchema,
} from '@contracts/games/calls';
import { apiRequest } from '@kernel';
import * as v from 'valibot';

export type ListQuery = Partial<Omit<GameListQuery, 'pageNo' | 'pageSize'>> & { pageNo: number; pageSize: number };

/** The game list (spec §7): every call carries `isNew`, '1' for the new-games view or empty. */
export function fetchGameList(q: ListQuery, language: string, signal?: AbortSignal) {
  return apiRequest(GAME_PATHS.gameList, { query: { platform: 'html5', isNew: '', ...q, language }, schema: GameListSchema, signal });
}
export function fetchVassalTypes(language: string) {
  return apiRequest(GAME_PATHS.vassalTypes, { query: { typeId: '1', moduleId: 'COMM3', language }, schema: VassalTypesSchema });
}
export function fetchHot(language: string) {
  return apiRequest(GAME_PATHS.hot, { query: { isPlatform: 2, language, platform: 'html5' }, schema: HotListSchema });
}
export function fetchRecent(page: number, pageSize: number, language: string, signal?: AbortSignal) {
  return apiRequest(GAME_PATHS.recent, { query: { page, pageSize, language, clientType: 2 }, schema: RecentListSchema, signal });
}
export function fetchFavourites(pageNo: number, pageSize: number, language: string, signal?: AbortSignal) {
  return apiRequest(GAME_PATHS.favourite, { query: { pageNo, pageSize, language }, schema: FavouriteListSchema, signal });
}
export function fetchFavouriteIds(pageSize: number) {
  return apiRequest(GAME_PATHS.favouriteIds, { query: { pageSize }, schema: FavouriteIdsSchema });
}
const Ack = v.object({ nodeId: v.string() });
export function setFavourite(nodeId: number, vendor: string, on: boolean) {
  return apiRequest(GAME_PATHS.favourite, { method: on ? 'POST' : 'DELETE', body: { nodeId, vendor }, schema: Ack });
}
export function addRecentGame(nodeId: number) {
  return apiRequest(GAME_PATHS.addRecent, { method: 'POST', body: { nodeId }, schema: Ack });
}
export function fetchWinners(language: string) {
  return apiRequest(GAME_PATHS.winners, { query: { gameCategory: 'ALL', language, limitNum: 20 }, schema: v.array(WinnerSchema) });
}
export function launchGame(body: LaunchBody) {
  return apiRequest(GAME_PATHS.launch, { method: 'POST', body, schema: LaunchResultSchema });
}
