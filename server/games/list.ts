/** `GCSGAME_gameList`: filters and pages a brand's catalogue (spec §4 "Game list", §7). */
import type { GameList, GameListQuery } from '../../src/contracts/games/calls';
import { type BaseGameType, type Classification, SHORTCUT_VIEWS } from '../../src/contracts/games/types';
import type { LanguageCode } from '../../src/contracts/languages';
import type { BrandCatalogue } from './brand-catalogue';
import type { CatalogueGame } from './catalogue';
import { toItem } from './items';

type Filter = (g: CatalogueGame) => boolean;

/** The filters a query names (all must hold). */
export function filtersOf(view: BrandCatalogue, q: GameListQuery): Filter[] {
  const f: Filter[] = [];
  if (q.gameType) {
    const shortcut = SHORTCUT_VIEWS[q.gameType];
    const base: BaseGameType = shortcut?.base ?? (q.gameType as BaseGameType);
    f.push((g) => g.gameType === base);
    if (shortcut?.classify) {
      const c = shortcut.classify;
      f.push((g) => g.classify.includes(c));
    }
    // sports vendors are split into regular, esports and cockfight lists
    const vendorsOf = shortcut?.vendorsOf ?? (q.gameType === 'SPORTS' ? 'SPORTS' : undefined);
    if (vendorsOf) {
      const vendors = new Set(view.mapping[vendorsOf] ?? []);
      f.push((g) => vendors.has(g.vendorCode));
    }
  }
  const vendors = q.vassalage.split(',').filter(Boolean);
  if (vendors.length) {
    const set = new Set(vendors.map((s) => s.toUpperCase()));
    f.push((g) => set.has(g.vendorCode));
  }
  if (q.gameClassify === 'new' || q.isNew === '1') f.push((g) => g.isNew);
  else if (q.gameClassify) {
    const c = q.gameClassify as Classification;
    f.push((g) => g.classify.includes(c));
  }
  if (q.minBet !== '') {
    const bet = q.minBet;
    f.push((g) => g.minBet === bet);
  }
  if (q.minLine !== '') {
    const line = q.minLine;
    f.push((g) => g.minLine === line);
  }
  const name = q.gameName.toLowerCase();
  if (name) f.push((g) => g.search.includes(name));
  return f;
}

export function page<T>(all: readonly T[], pageNo: number, pageSize: number) {
  const totalCount = all.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return { items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalCount, totalPages, pageNum: pageNo };
}

export function gameList(view: BrandCatalogue, q: GameListQuery, language: LanguageCode): GameList {
  const filters = filtersOf(view, q);
  const matching = filters.length ? view.games.filter((g) => filters.every((ok) => ok(g))) : view.games;
  const p = page(matching, q.pageNo, q.pageSize);
  return { games: p.items.map((g) => toItem(g, language)), pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount };
}
