/**
 * Vassal game types: the brand's vendors (display names, classifications, icons), the vendor-type
 * mapping, the category sorting list (HOT and FAV prepended; the first two vendors of a category
 * are marked hot), game counts per type and the filter options (minimum bets and lines).
 */
import type { VassalTypes } from '../../src/contracts/games/calls';
import { BASE_GAME_TYPES, type Classification, GAME_TYPES, type GameType, SHORTCUT_VIEWS } from '../../src/contracts/games/types';
import type { BrandCatalogue } from './brand-catalogue';
import { vendorIconUrl } from './items';

const CLASSIFY_NAMES: Record<Classification, string> = { BG: 'Bingo', JP: 'Jackpot', FeatureBuy: 'Feature buy' };

/** The category order of the lobby (after HOT and FAV). */
export const CATEGORY_ORDER: readonly GameType[] = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'BINGO',
  'JL',
  'RTG',
  'JACKPOT',
];

function countOf(view: BrandCatalogue, type: GameType): number {
  const s = SHORTCUT_VIEWS[type];
  const base = s?.base ?? type;
  const vendorsOf = s?.vendorsOf ?? (type === 'SPORTS' ? 'SPORTS' : undefined);
  const vendors = vendorsOf ? new Set(view.mapping[vendorsOf] ?? []) : null;
  let n = 0;
  for (const g of view.games) {
    if (g.gameType !== base) continue;
    if (s?.classify && !g.classify.includes(s.classify)) continue;
    if (vendors && !vendors.has(g.vendorCode)) continue;
    n++;
  }
  return n;
}

const cache = new WeakMap<BrandCatalogue, VassalTypes>();

export function vassalTypes(view: BrandCatalogue): VassalTypes {
  const hit = cache.get(view);
  if (hit) return hit;
  const vendors = view.vendors.map((v) => ({
    vassalage: v.code,
    displayName: v.displayName,
    gameType: v.types[0] as string,
    gameClassify: (view.classifyOf.get(v.code) ?? []).map((key) => ({ key, displayName: CLASSIFY_NAMES[key] })),
    mobileLargeIcon: vendorIconUrl(v.code, 'WHITE'),
    img: vendorIconUrl(v.code, 'BLACK'),
  }));
  const categories = CATEGORY_ORDER.filter((t) => view.mapping[t]);
  const sorting = [
    { gameCategory: 'HOT', vendorNames: [] },
    { gameCategory: 'FAV', vendorNames: [] },
    ...categories.map((t) => ({
      gameCategory: t,
      vendorNames: (view.mapping[t] ?? []).map((code, i) => ({ vassalage: code, isHot: i < 2 ? (1 as const) : (0 as const) })),
    })),
  ];
  const counts: Record<string, number> = {};
  for (const t of GAME_TYPES) if (view.mapping[t]) counts[t] = countOf(view, t);
  const bets = new Set<number>();
  const lines = new Set<number>();
  for (const g of view.games) {
    if (g.gameType !== BASE_GAME_TYPES[0]) continue;
    bets.add(g.minBet);
    lines.add(g.minLine);
  }
  const result: VassalTypes = {
    vendors,
    mapping: view.mapping,
    sorting,
    counts,
    filters: { minBets: [...bets].sort((a, b) => a - b), minLines: [...lines].sort((a, b) => a - b) },
  };
  cache.set(view, result);
  return result;
}
