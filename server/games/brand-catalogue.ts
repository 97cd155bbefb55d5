/**
 * One brand's view of the catalogue: the brand file's `games.hiddenVendors` and
 * `games.hiddenGameTypes` removed, the vendor-type mapping and the category sorting list.
 * Hiding a base type (RNG, LIVE, ...) hides its games; hiding a vendor-list view (INHOUSE, JL, RTG,
 * ESPORTS, COCKFIGHT) hides the vendors it lists; hiding BINGO or JACKPOT hides the games with that
 * classification. Memoised per catalogue version, brand and settings object (all immutable).
 */
import {
  BASE_GAME_TYPES,
  type BaseGameType,
  type Classification,
  GAME_TYPES,
  type GameType,
  SHORTCUT_VIEWS,
} from '../../src/contracts/games/types';
import type { Catalogue, CatalogueGame } from './catalogue';
import { VENDORS, type VendorDef } from './vendors';

export type GamesSettings = { hiddenVendors: readonly string[]; hiddenGameTypes: readonly GameType[] };
export const NO_HIDING: GamesSettings = { hiddenVendors: [], hiddenGameTypes: [] };

export type BrandCatalogue = {
  games: readonly CatalogueGame[];
  byNode: ReadonlyMap<number, CatalogueGame>;
  vendors: readonly VendorDef[];
  /** game type → vendor codes (the spec's vendor-type mapping) */
  mapping: Record<GameType, string[]>;
  /** vendor code → classifications its visible games have */
  classifyOf: ReadonlyMap<string, Classification[]>;
};

const memo = new WeakMap<Catalogue, Map<string, { settings: GamesSettings; view: BrandCatalogue }>>();

function vendorListed(v: VendorDef, type: GameType): boolean {
  if ((BASE_GAME_TYPES as readonly string[]).includes(type)) {
    if (type === 'SPORTS') return v.sportsList === 'SPORTS';
    return v.types.includes(type as BaseGameType);
  }
  if (type === 'ESPORTS' || type === 'COCKFIGHT') return v.sportsList === type;
  return v.also?.includes(type) ?? false;
}

function build(cat: Catalogue, s: GamesSettings): BrandCatalogue {
  const hiddenTypes = new Set<GameType>(s.hiddenGameTypes);
  const hiddenClassify = new Set<Classification>(
    [...hiddenTypes].flatMap((t) => (SHORTCUT_VIEWS[t]?.classify ? [SHORTCUT_VIEWS[t].classify] : [])),
  );
  const vendors = VENDORS.filter(
    (v) =>
      !s.hiddenVendors.includes(v.code) &&
      !(v.sportsList && v.sportsList !== 'SPORTS' && hiddenTypes.has(v.sportsList)) &&
      !(v.also ?? []).some((t) => hiddenTypes.has(t)) &&
      v.types.some((t) => !hiddenTypes.has(t)),
  );
  const vendorCodes = new Set(vendors.map((v) => v.code));
  const games = cat.games.filter(
    (g) => vendorCodes.has(g.vendorCode) && !hiddenTypes.has(g.gameType) && !g.classify.some((c) => hiddenClassify.has(c)),
  );
  const classifyOf = new Map<string, Set<Classification>>();
  for (const g of games)
    for (const c of g.classify) (classifyOf.get(g.vendorCode) ?? classifyOf.set(g.vendorCode, new Set()).get(g.vendorCode))?.add(c);
  const mapping = {} as Record<GameType, string[]>;
  for (const type of GAME_TYPES) {
    if (hiddenTypes.has(type)) continue;
    const classify = SHORTCUT_VIEWS[type]?.classify;
    mapping[type] = vendors
      .filter((v) => (classify ? v.types.includes('RNG') && classifyOf.get(v.code)?.has(classify) : vendorListed(v, type)))
      .map((v) => v.code);
  }
  return {
    games,
    byNode: new Map(games.map((g) => [g.nodeId, g])),
    vendors,
    mapping,
    classifyOf: new Map([...classifyOf].map(([k, set]) => [k, [...set]])),
  };
}

export function brandCatalogue(cat: Catalogue, tenantId: string, settings: GamesSettings): BrandCatalogue {
  const perBrand = memo.get(cat) ?? new Map<string, { settings: GamesSettings; view: BrandCatalogue }>();
  memo.set(cat, perBrand);
  const known = perBrand.get(tenantId);
  // the brand's settings object is replaced when its hiding changes: a new view then
  if (known && known.settings === settings) return known.view;
  const view = build(cat, settings);
  perBrand.set(tenantId, { settings, view });
  return view;
}
