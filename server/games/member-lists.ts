/** Favourite and recent lists: the member's node ids → visible games, filtered by type and vendor, paged. */
import type { GameItem } from '../../src/contracts/games/calls';
import type { GameType } from '../../src/contracts/games/types';
import type { LanguageCode } from '../../src/contracts/languages';
import type { BrandCatalogue } from './brand-catalogue';
import { toItem } from './items';
import { filtersOf, page } from './list';

export type MemberListQuery = { pageNo: number; pageSize: number; gameType: GameType | ''; vendor: string };

export function memberList(view: BrandCatalogue, nodeIds: readonly number[], q: MemberListQuery, language: LanguageCode) {
  const filters = filtersOf(view, {
    merchant: '',
    platform: 'html5',
    gameName: '',
    gameType: q.gameType,
    pageNo: 1,
    pageSize: 1,
    vassalage: q.vendor,
    gameClassify: '',
    minBet: '',
    minLine: '',
    isNew: '',
    language: '',
    clientType: '',
    imgSize: '',
  });
  const games = nodeIds.flatMap((id) => {
    const g = view.byNode.get(id);
    return g && filters.every((ok) => ok(g)) ? [g] : [];
  });
  const p = page(games, q.pageNo, q.pageSize);
  const items: GameItem[] = p.items.map((g) => toItem(g, language));
  return { items, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount };
}

/** The hot list: every visible hot game by rank (the client shows a page at a time). */
export function hotList(view: BrandCatalogue, language: LanguageCode): GameItem[] {
  return view.games
    .filter((g) => g.hotRank !== null)
    .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))
    .map((g) => toItem(g, language));
}
