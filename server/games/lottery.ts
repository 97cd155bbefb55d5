/**
 * Lottery views over the catalogue: games, menus per vendor. The opened numbers are the lottery
 * vendor's own draws (lottery-results.ts).
 */
import type { LanguageCode } from '../../src/contracts/languages';
import type { BrandCatalogue } from './brand-catalogue';
import type { CatalogueGame } from './catalogue';
import { toItem } from './items';
import { VENDOR_BY_CODE } from './vendors';

export function lotteryGames(view: BrandCatalogue): CatalogueGame[] {
  return view.games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').sort((a, b) => a.nodeId - b.nodeId);
}

export function lotteryMenus(view: BrandCatalogue, language: LanguageCode) {
  const byVendor = new Map<string, CatalogueGame[]>();
  for (const g of lotteryGames(view)) byVendor.set(g.vendorCode, [...(byVendor.get(g.vendorCode) ?? []), g]);
  return [...byVendor].map(([vendor, games]) => ({
    vendor,
    displayName: VENDOR_BY_CODE.get(vendor)?.displayName ?? vendor,
    gameType: games[0]?.gameType ?? 'LOTT',
    games: games.map((g) => toItem(g, language)),
  }));
}
